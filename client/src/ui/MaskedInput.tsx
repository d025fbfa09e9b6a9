import { Input, type InputProps } from '@chakra-ui/react';
import type { FactoryOpts, InputMask } from 'imask';
import { type FocusEvent, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';

/**
 * imask moves the caret to the first free place as soon as the field gains focus. Done at once, that also undoes a
 * "select all" made together with the focus (a script's select() then focus(): a test's fill(''), a password
 * manager), so that Delete removed one digit and the mask re-formatted the rest ("(11) 9876-5" → "(19) 8765").
 * Aligning once the focusing script has finished keeps such a selection, and still moves a lone caret out of the
 * brackets.
 */
function alignCaretAfterFocus(mask: InputMask<FactoryOpts>, alive: () => boolean) {
  const align = mask.alignCursorFriendly;
  // A microtask: after the script that focused the field (and selected its text) has finished, and before the
  // next key reaches the field, so that typing never meets a caret moved under it.
  mask.alignCursorFriendly = () => {
    queueMicrotask(() => {
      if (alive()) align();
    });
  };
}

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  maskOptions: FactoryOpts;
  /** The masked text (what the user sees), as the form keeps it. */
  value: string;
  onChange: (masked: string) => void;
}

/** What the masked input takes of a form's field (react-hook-form's `field`), types only: no form code here. */
interface FormFieldBinding {
  value: string;
  onChange: (masked: string) => void;
  onBlur: () => void;
  name: string;
}

/**
 * A form's field as the masked input's value, onChange, onBlur and name; `then` runs after the form took a new text
 * (e.g. a CNPJ's lookup).
 */
export function maskedFieldProps(field: FormFieldBinding, then?: (masked: string) => void) {
  const onChange = then
    ? (masked: string) => {
        field.onChange(masked);
        then(masked);
      }
    : field.onChange;
  return { value: field.value, onChange, onBlur: field.onBlur, name: field.name };
}

/**
 * A Chakra input driven by imask. The form holds the masked text, and both always agree:
 * - a value the form sets itself (a reset, a clear, the CNPJ lookup) replaces the mask's, '' included, while the
 *   form's own echo of the typing, even a late one, never does;
 * - a field changed by a script behind the mask's back (value set, then a change event or none at all) is read
 *   back into the mask and the form on that change event or on blur, instead of the mask restoring its old text;
 * - a "select all" made with the focus survives it, so that Delete empties the field.
 */
export function MaskedInput({ maskOptions, value, onChange, onBlur, ...rest }: MaskedInputProps) {
  // What the field last told the form, and what it told it that the form has not rendered back yet (oldest
  // first). The form may render with a value a keystroke or two behind while the user types fast: such a `value`
  // is an echo and must not be pushed back into the mask (it would eat the keystrokes since). Any other `value` was
  // set from outside.
  const told = useRef(value);
  const inFlight = useRef<string[]>([]);
  const tell = (masked: string) => {
    told.current = masked;
    inFlight.current.push(masked);
    onChange(masked);
  };
  const { ref, maskRef } = useIMask<HTMLInputElement>(maskOptions, { defaultValue: value, onAccept: tell });

  /** Tells the form what the mask holds when that is not what it last told it. */
  const tellForm = () => {
    const mask = maskRef.current;
    if (mask && mask.value !== told.current) tell(mask.value);
  };

  /** Re-reads the element into the mask (imask's own setter skips a value it believes it already shows). */
  const readElement = (text: string) => {
    const mask = maskRef.current;
    if (!mask) return;
    mask.el.value = text;
    mask.updateValue();
    mask.updateControl();
  };

  // Once per mask (imask creates it in the hook's first effect, before this one runs).
  const patched = useRef<InputMask<FactoryOpts> | null>(null);
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || patched.current === mask) return;
    patched.current = mask;
    alignCaretAfterFocus(mask, () => maskRef.current === mask);
  });

  // Only a change of `value` counts: the component also re-renders for its own mask state, with the prop the
  // form gave it before the latest keystroke.
  const lastValue = useRef(value);
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || value === lastValue.current) return;
    lastValue.current = value;
    const echoed = inFlight.current.lastIndexOf(value);
    if (echoed >= 0) {
      inFlight.current = inFlight.current.slice(echoed + 1);
      return;
    }
    if (value === told.current) return;
    told.current = value ?? '';
    inFlight.current = [];
    readElement(told.current);
    tellForm();
  });

  /** On change and blur: whatever the element shows now is what the mask and the form hold. */
  const sync = (el: HTMLInputElement) => {
    const mask = maskRef.current;
    if (mask && el.value !== mask.displayValue) readElement(el.value);
    tellForm();
  };

  return (
    <Input
      ref={ref}
      {...rest}
      onChange={(e) => sync(e.currentTarget)}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        sync(e.currentTarget);
        onBlur?.(e);
      }}
    />
  );
}

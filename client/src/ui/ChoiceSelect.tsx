import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';

/** One option of a select: the value it stores and the text it shows. */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

export interface ChoiceSelectProps extends Omit<NativeSelect.FieldProps, 'children'> {
  choices: readonly Choice[];
  /** The whole select, its arrow too. */
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select of a fixed list of choices, with Chakra's arrow; the rest of the props (a form's `register`, or
 * value and onChange) go to the `<select>`, whose `placeholder` is the empty choice.
 */
export function ChoiceSelect({ choices, disabled, ...field }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...field}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

import { Input, type InputProps } from '@chakra-ui/react';
import type { FactoryOpts } from 'imask';
import { useEffect } from 'react';
import { useIMask } from 'react-imask';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  maskOptions: FactoryOpts;
  /** The masked text (what the user sees), as the form keeps it. */
  value: string;
  onChange: (masked: string) => void;
}

/**
 * A Chakra input driven by imask. The form holds the masked text; a value set from outside (a reset, a lookup)
 * is pushed into the mask so that both stay equal.
 */
export function MaskedInput({ maskOptions, value, onChange, ...rest }: MaskedInputProps) {
  const { ref, setValue, maskRef } = useIMask<HTMLInputElement>(maskOptions, {
    defaultValue: value,
    onAccept: (masked) => onChange(masked),
  });

  useEffect(() => {
    if (maskRef.current && maskRef.current.value !== value) setValue(value ?? '');
  }, [value, setValue, maskRef]);

  return <Input ref={ref} {...rest} />;
}

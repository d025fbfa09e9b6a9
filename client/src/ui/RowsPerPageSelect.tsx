import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { ALL_ROWS, PAGE_SIZES } from './list/settings.js';
import { uiMessages } from './messages.js';

export interface RowsPerPageSelectProps {
  value: number;
  onChange: (size: number) => void;
  /** The opportunity list also offers "Todas" (99999 rows). */
  allowAll?: boolean;
}

/** Lines-per-page choice: 10, 25, 50, 75, 100, 1000, optionally "Todas" (spec section 9). */
export function RowsPerPageSelect({ value, onChange, allowAll = false }: RowsPerPageSelectProps) {
  const id = useId();
  return (
    <Field.Root w="auto">
      <HStack gap="2">
        <Field.Label htmlFor={id} whiteSpace="nowrap" mb="0">
          {uiMessages.rowsPerPage}
        </Field.Label>
        <NativeSelect.Root size="sm" w="28">
          <NativeSelect.Field id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
            {allowAll && <option value={ALL_ROWS}>{uiMessages.allRows}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Field.Root>
  );
}

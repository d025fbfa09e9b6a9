import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One read-only field of a details page: its label and its value as shown (N/C when not informed). */
export interface Fact {
  label: string;
  value: string;
}

/** A label and a value that is more than text (a badge, a bar). */
export function FactItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Read-only fields as a description list: one column on a phone, more as the screen widens. */
export function FactGrid({ facts, children }: { facts: readonly Fact[]; children?: ReactNode }) {
  return (
    <DataList.Root
      orientation="vertical"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
      gap="4"
    >
      {children}
      {facts.map((f) => (
        <FactItem key={f.label} label={f.label}>
          {f.value}
        </FactItem>
      ))}
    </DataList.Root>
  );
}

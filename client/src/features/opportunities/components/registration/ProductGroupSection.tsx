import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { DetailSection } from '../../../../ui/DetailSection.js';
import { MONEY_MASK } from '../../../../ui/masks.js';
import { fieldLabel } from '../../fieldLabels.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { AMOUNT_MASK, EMPTY_PRODUCT_ROW, type ProductGroupField } from '../../forms/productLines.js';
import { registrationMessages as m, type ProductGroup } from '../../messages/registration.js';
import { MaskedField, TextField } from './inputs.js';

export interface ProductGroupSectionProps {
  control: Control<OpportunityFormValues>;
  group: ProductGroup;
  field: ProductGroupField;
}

/** One product row: a small card of four labelled fields, side by side on a wide screen, stacked on a phone. */
interface ProductRowProps {
  control: Control<OpportunityFormValues>;
  group: ProductGroup;
  /** `accessories.1` */
  path: string;
  n: number;
}

function ProductRow({ control, group, path, n }: ProductRowProps) {
  const required = group === 'main';
  const cell = <K extends 'partNumber' | 'description' | 'amount' | 'price'>(key: K) => ({
    control,
    name: `${path}.${key}` as `${ProductGroupField}.${number}.${K}`,
    label: fieldLabel(`products.${key}`),
    required,
  });
  return (
    <Box as="fieldset" borderWidth="1px" rounded="l2" p="3" minW="0">
      <Heading as="legend" size="sm" px="1">
        {m.rowTitle(group, n)}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        <TextField {...cell('partNumber')} maxLength={100} autoComplete="off" />
        <TextField {...cell('description')} maxLength={500} autoComplete="off" />
        <MaskedField {...cell('amount')} mask={AMOUNT_MASK} inputMode="numeric" />
        <MaskedField {...cell('price')} mask={MONEY_MASK} inputMode="decimal" placeholder="0,00" />
      </SimpleGrid>
    </Box>
  );
}

/**
 * A group of product rows (spec section 2): the main product, the accessories, the competitors' products. The last
 * two add rows and remove the last one; one row always stays, so removal is off when one is left.
 */
export function ProductGroupSection({ control, group, field }: ProductGroupSectionProps) {
  const { fields, append, remove } = useFieldArray({ control, name: field });
  const addButton = useRef<HTMLButtonElement>(null);

  const removeLast = () => {
    remove(fields.length - 1);
    // The remove button is about to be disabled: the focus stays on the group, not on the page's top.
    if (fields.length === 2) addButton.current?.focus();
  };

  return (
    <DetailSection title={m.sections[group]}>
      {group !== 'main' && (
        <Text color="fg.muted" fontSize="sm">
          {m.optionalRowsHint}
        </Text>
      )}
      <Stack gap="3">
        {fields.map((row, i) => (
          <ProductRow key={row.id} control={control} group={group} path={`${field}.${i}`} n={i + 1} />
        ))}
      </Stack>
      {group !== 'main' && (
        <HStack gap="2" wrap="wrap">
          <Button ref={addButton} variant="outline" size="sm" onClick={() => append({ ...EMPTY_PRODUCT_ROW })}>
            <LuPlus aria-hidden />
            {m.addRow[group]}
          </Button>
          <Button variant="ghost" size="sm" onClick={removeLast} disabled={fields.length <= 1}>
            <LuMinus aria-hidden />
            {m.removeRow[group](fields.length)}
          </Button>
        </HStack>
      )}
    </DetailSection>
  );
}

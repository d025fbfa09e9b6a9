import { HStack, Text } from '@chakra-ui/react';
import { type Control, useWatch } from 'react-hook-form';
import { formatCurrency } from '../../../../lib/format.js';
import type { OpportunityFormValues } from '../../forms/opportunitySchema.js';
import { sentLines } from '../../forms/productLines.js';
import { registrationMessages as m } from '../../messages/registration.js';
import { opportunityTotal } from '../../model.js';

/** The opportunity's value as it will be registered: the rows that are sent, competitors' products left out. */
export function ProductsTotal({ control }: { control: Control<OpportunityFormValues> }) {
  const [mainProducts, accessories, competitors] = useWatch({
    control,
    name: ['mainProducts', 'accessories', 'competitors'],
  });
  const total = opportunityTotal(sentLines({ mainProducts, accessories, competitors }).map((l) => l.line));
  return (
    <HStack justify="space-between" wrap="wrap" gap="2" p="4" borderWidth="1px" rounded="l3" bg="bg.subtle">
      <Text fontWeight="medium">{m.total}</Text>
      <Text fontWeight="semibold" fontSize="lg">
        {formatCurrency(total)}
      </Text>
    </HStack>
  );
}

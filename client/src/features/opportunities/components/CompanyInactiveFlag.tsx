import { Badge } from '@chakra-ui/react';
import { opportunityListMessages as m } from '../messages/list.js';

/** A list row's flag: the customer stopped being active at the Receita Federal (few rows carry it). */
export function CompanyInactiveFlag() {
  return (
    <Badge colorPalette="red" variant="solid" size="sm" alignSelf="flex-start" whiteSpace="nowrap">
      {m.companyInactive}
    </Badge>
  );
}

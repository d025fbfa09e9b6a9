import { Alert, Badge, Text } from '@chakra-ui/react';
import type { CompanyRegistrationStatus } from '../../../__generated__/graphql.js';
import { formatDate } from '../../../lib/format.js';
import { opportunityDetailsMessages as m } from '../messages/details.js';

export interface CompanyStatusNoticeProps {
  status: CompanyRegistrationStatus | null | undefined;
  /** When the CNPJ register last gave it (ISO instant). */
  checkedAt: string | null | undefined;
  inactive: boolean;
}

/**
 * The customer's registration status on the details page: an active one said plainly, one that stopped being active
 * as a badge in an alert, with when the register said so; nothing when it was never verified.
 */
export function CompanyStatusNotice({ status, checkedAt, inactive }: CompanyStatusNoticeProps) {
  if (!status) return null;
  const line = m.companyStatus(status, formatDate(checkedAt));
  if (!inactive) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {line}
      </Text>
    );
  }
  return (
    <Alert.Root status="error" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Badge colorPalette="red" variant="solid" me="2">
            {m.companyInactive}
          </Badge>
          <span>{line}</span>
        </Alert.Title>
        <Alert.Description>{m.companyInactiveDetail}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

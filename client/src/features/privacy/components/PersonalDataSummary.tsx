import { Card, Stack, Text } from '@chakra-ui/react';
import { formatCnpj, formatDate } from '../../../lib/format.js';
import { EmptyState } from '../../../ui/list/EmptyState.js';
import type { PersonalDataExport } from '../hooks/useExportPersonalData.js';
import { privacyMessages as m } from '../messages.js';

const countOf = (d: PersonalDataExport) =>
  d.contacts.length + d.resales.length + d.sellers.length + d.customerWatches.length;

/** What an export found, by kind of record ("Sem conteúdo" when the brand holds nothing of the address). */
export function PersonalDataSummary({ data }: { data: PersonalDataExport }) {
  const total = countOf(data);
  if (total === 0) return <EmptyState />;
  const groups = [
    {
      title: m.kinds.contacts,
      items: data.contacts.map((c) => ({
        key: c.opportunityId,
        text: `${m.opportunity(c.opportunityName)} · ${c.customerName ?? formatCnpj(c.customerCnpj)} · ${c.contact ?? ''}`,
      })),
    },
    {
      title: m.kinds.resales,
      items: data.resales.map((r) => ({
        key: r.resaleId,
        text: `${r.corporateName ?? formatCnpj(r.cnpj)} · ${r.contactName}`,
      })),
    },
    { title: m.kinds.sellers, items: data.sellers.map((s) => ({ key: s.sellerId, text: s.name })) },
    {
      title: m.kinds.customerWatches,
      items: data.customerWatches.map((w) => ({
        key: `${w.cnpj}-${w.requestedAt}`,
        text: `${formatCnpj(w.cnpj)} · ${formatDate(w.requestedAt)}`,
      })),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <Stack gap="3">
      <Text role="status">{m.exported(total)}</Text>
      {groups.map((g) => (
        <Card.Root key={g.title} size="sm">
          <Card.Header>
            <Text fontWeight="semibold">
              {g.title} ({g.items.length})
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" gap="1" listStyleType="none" aria-label={g.title}>
              {g.items.map((i) => (
                <Text as="li" key={i.key} textStyle="sm" wordBreak="break-word">
                  {i.text}
                </Text>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

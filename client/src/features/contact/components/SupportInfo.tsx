import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useBrand } from '../../brands/hooks/useBrand.js';
import { contactMessages as m } from '../messages.js';

/**
 * Published on the contact page; opening hours as spec section 9. The phones and the address are placeholders,
 * fictional on purpose (no real street number, no line anyone answers): each deployment puts the distributor's
 * real support phones and office here.
 */
const SUPPORT_CONTACT = {
  hours: ['Segunda a quinta 08:00-18:00', 'Sexta 08:00-17:00'],
  phones: [
    { label: 'Suporte técnico', number: '(11) 4000-1234', href: 'tel:+551140001234' },
    { label: 'Comercial', number: '0800 000 1234', href: 'tel:08000001234' },
  ],
  address: ['Rua Fictícia das Oportunidades, 100', 'Vila Olímpia – São Paulo – SP', 'CEP 04551-000'],
} as const;

/** Opening hours, support phones, the brand's contact address and the office in São Paulo. */
export function SupportInfo() {
  const brand = useBrand();
  return (
    <Stack gap="5" as="aside">
      <Stack gap="1">
        <Heading as="h2" size="sm">
          {m.hoursTitle}
        </Heading>
        {SUPPORT_CONTACT.hours.map((h) => (
          <Text key={h}>{h}</Text>
        ))}
      </Stack>
      <Stack gap="1">
        <Heading as="h2" size="sm">
          {m.phonesTitle}
        </Heading>
        <List.Root listStyleType="none" gap="1">
          {SUPPORT_CONTACT.phones.map((p) => (
            <List.Item key={p.number}>
              {p.label}:{' '}
              <Link href={p.href} color="brand.fg">
                {p.number}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="1">
        <Heading as="h2" size="sm">
          {m.emailTitle}
        </Heading>
        <Link href={`mailto:${brand.contactEmail}`} color="brand.fg">
          {brand.contactEmail}
        </Link>
      </Stack>
      <Stack gap="1">
        <Heading as="h2" size="sm">
          {m.addressTitle}
        </Heading>
        <Text as="address" fontStyle="normal">
          {SUPPORT_CONTACT.address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </Text>
      </Stack>
    </Stack>
  );
}

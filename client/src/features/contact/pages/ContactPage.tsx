import { Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useBrand } from '../../brands/hooks/useBrand.js';
import { PublicLayout } from '../../shell/components/PublicLayout.js';
import { ContactForm } from '../components/ContactForm.js';
import { SupportInfo } from '../components/SupportInfo.js';
import { useSendContact } from '../hooks/useSendContact.js';
import { contactMessages as m } from '../messages.js';

/** /Contact: the contact form beside the support details. */
export function ContactPage() {
  const brand = useBrand();
  const { send, loading } = useSendContact();
  return (
    <PublicLayout maxW="5xl">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {m.title}
          </Heading>
          <Text color="fg.muted">{m.intro(brand.name)}</Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="6" alignItems="start">
          <Card.Root>
            <Card.Body>
              <ContactForm loading={loading} onSubmit={send} />
            </Card.Body>
          </Card.Root>
          <SupportInfo />
        </Grid>
      </Stack>
    </PublicLayout>
  );
}

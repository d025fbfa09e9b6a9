import { Card, Heading, Stack } from '@chakra-ui/react';
import { NewPasswordForm } from '../components/NewPasswordForm.js';
import { useUpdatePassword } from '../hooks/useUpdatePassword.js';
import { authMessages as m } from '../messages.js';

/** /Painel/Settings: the signed-in user changes their own password. */
export function SettingsPage() {
  const { updatePassword, loading } = useUpdatePassword();
  return (
    <Stack gap="6" maxW="lg">
      <Heading as="h1" size="xl">
        {m.settingsTitle}
      </Heading>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {m.settingsSubtitle}
          </Heading>
          <NewPasswordForm submitLabel={m.settingsSubmit} loading={loading} onSubmit={updatePassword} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

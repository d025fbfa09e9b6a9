import { Card, Heading, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../shell/components/PublicLayout.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';
import { RecoveryRequestForm } from '../components/RecoveryRequestForm.js';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset.js';
import { useSetPasswordWithToken } from '../hooks/useSetPasswordWithToken.js';
import { authMessages as m } from '../messages.js';

/**
 * /recovery-password (RecoveryPassword). Without a token: asks for the e-mail that gets a reset link. With the
 * e-mailed ?token=…: sets the new password (also the first password of a new reseller or seller).
 */
export function RecoveryPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PublicLayout maxW="md">
      <Card.Root>
        <Card.Body gap="4">{token ? <SetPassword token={token} /> : <RequestReset />}</Card.Body>
      </Card.Root>
    </PublicLayout>
  );
}

function RequestReset() {
  const { requestReset, loading } = useRequestPasswordReset();
  return (
    <>
      <Heading as="h1" size="lg">
        {m.recoveryTitle}
      </Heading>
      <Text color="fg.muted">{m.recoveryIntro}</Text>
      <RecoveryRequestForm loading={loading} onSubmit={requestReset} />
    </>
  );
}

function SetPassword({ token }: { token: string }) {
  const { setPassword, loading } = useSetPasswordWithToken();
  return (
    <>
      <Heading as="h1" size="lg">
        {m.setPasswordTitle}
      </Heading>
      <Text color="fg.muted">{m.setPasswordIntro}</Text>
      <NewPasswordForm submitLabel={m.setPasswordSubmit} loading={loading} onSubmit={(p) => setPassword(token, p)} />
    </>
  );
}

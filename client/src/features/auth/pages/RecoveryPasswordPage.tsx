import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PasswordLinkStatusDocument } from '../../../__generated__/graphql.js';
import { PATHS } from '../../../paths.js';
import { LoadingSpinner } from '../../../ui/LoadingSpinner.js';
import { PublicLayout } from '../../shell/components/PublicLayout.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';
import { RecoveryRequestForm } from '../components/RecoveryRequestForm.js';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset.js';
import { useSetPasswordWithToken } from '../hooks/useSetPasswordWithToken.js';
import { authMessages as m } from '../messages.js';

/**
 * /recovery-password (RecoveryPassword). Without a token: asks for the e-mail that gets a reset link. With the
 * e-mailed ?token=…: sets the new password (also the first password of a new reseller or seller), once the link is
 * known to be still usable.
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

/**
 * The link is checked when the page opens (without spending it): a used, expired or broken one says so at once, with
 * the way to ask for a new one, instead of refusing only after a new password was typed. A check that fails (the
 * gateway unreachable, too many checks) leaves the form: setting the password checks the link again anyway.
 */
function SetPassword({ token }: { token: string }) {
  const check = useQuery(PasswordLinkStatusDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const status = check.data?.passwordLinkStatus;
  if (check.loading) {
    return <LoadingSpinner label={m.linkChecking} py="6" />;
  }
  if (status && status !== 'USABLE') return <UnusableLink status={status} />;
  return <NewPassword token={token} />;
}

function UnusableLink({ status }: { status: keyof typeof m.linkUnusable }) {
  return (
    <>
      <Heading as="h1" size="lg">
        {m.linkUnusableTitle}
      </Heading>
      <Text>{m.linkUnusable[status]}</Text>
      <Text color="fg.muted">{m.linkAskNew}</Text>
      <Button asChild alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <RouterLink to={PATHS.recoveryPassword}>{m.linkRequestNew}</RouterLink>
      </Button>
    </>
  );
}

function NewPassword({ token }: { token: string }) {
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

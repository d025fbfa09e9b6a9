import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuEraser } from 'react-icons/lu';
import { ConfirmModal } from '../../../ui/ConfirmModal.js';
import { FormField } from '../../../ui/FormField.js';
import { LoadingSpinner } from '../../../ui/LoadingSpinner.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { useSession } from '../../auth/session/store.js';
import { PersonalDataSummary } from '../components/PersonalDataSummary.js';
import { usePersonalDataRequestForm } from '../forms/requestSchema.js';
import { useErasePersonalData } from '../hooks/useErasePersonalData.js';
import { type PersonalDataExport, useExportPersonalData } from '../hooks/useExportPersonalData.js';
import { privacyMessages as m } from '../messages.js';
import { personalDataBackPath } from '../urls.js';

/**
 * /Painel/PersonalData ("Dados pessoais (LGPD)"): a data-subject request by e-mail address. Representatives and
 * support export (a JSON file, and what was found on screen); representatives also anonymise, after a confirmation
 * that names what goes. The service enforces both rules and audits each request.
 */
export function PersonalDataPage() {
  const session = useSession();
  const representative = !!session?.roles.includes('REPRESENTATIVE');
  const form = usePersonalDataRequestForm();
  const { exportPersonalData, loading: exporting } = useExportPersonalData();
  const { erasePersonalData, loading: erasing } = useErasePersonalData();
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const onExport = form.handleSubmit(async ({ email }) => {
    setFound(null);
    setFound(await exportPersonalData(email));
  });
  const onErase = form.handleSubmit(({ email }) => setConfirming(email));
  const erase = async () => {
    if (!confirming) return;
    const ids = found?.email === confirming ? found.contacts.map((c) => c.opportunityId) : [];
    if (await erasePersonalData(confirming, ids)) setFound(null);
    setConfirming(null);
  };

  return (
    <Stack gap="5" maxW="3xl">
      <PageHeader title={m.title} backTo={personalDataBackPath} backLabel={m.backToDashboard} />
      <Text color="fg.muted">{m.intro}</Text>
      <form onSubmit={onExport} noValidate>
        <Stack gap="3">
          <FormField label={m.emailLabel} error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
          </FormField>
          <Flex gap="3" wrap="wrap">
            <Button type="submit" loading={exporting} flex={{ base: '1', sm: 'initial' }}>
              <LuDownload aria-hidden />
              {m.exportAction}
            </Button>
            {representative && (
              <Button
                type="button"
                variant="outline"
                colorPalette="red"
                onClick={() => void onErase()}
                flex={{ base: '1', sm: 'initial' }}
              >
                <LuEraser aria-hidden />
                {m.eraseAction}
              </Button>
            )}
          </Flex>
        </Stack>
      </form>
      <div aria-busy={exporting} aria-live="polite">
        {exporting ? <LoadingSpinner label={m.loading} /> : found && <PersonalDataSummary data={found} />}
      </div>
      <ConfirmModal
        open={confirming !== null}
        title={m.confirmTitle}
        description={confirming ? m.confirmDescription(confirming) : undefined}
        destructive
        loading={erasing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void erase()}
      />
    </Stack>
  );
}

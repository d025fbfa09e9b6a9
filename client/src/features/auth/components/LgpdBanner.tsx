import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { readCookie, writeCookie } from '../../../lib/cookies.js';
import { withRecipes } from '../../../theme/system.js';
import { loginMessages as m } from '../messages.js';
import { COOKIES, LGPD_COOKIE_DAYS, PRIVACY_NOTICE_PDF } from '../settings.js';

// The viewer (a dialog) loads when the notice is first opened, not with the login page.
const PdfViewerModal = lazy(async () => ({
  default: (await withRecipes(import('../../../ui/pdf/PdfViewerModal.js'))).PdfViewerModal,
}));

/** The LGPD notice: shown until accepted; the consent cookie lasts 30 days and survives logout. */
export function LgpdBanner() {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIES.acceptedLgpd) === 'true');
  const [reading, setReading] = useState(false);
  // Mounted from the first opening on, so that closing it plays its exit.
  const [opened, setOpened] = useState(false);
  if (reading && !opened) setOpened(true);

  const accept = () => {
    writeCookie(COOKIES.acceptedLgpd, 'true', LGPD_COOKIE_DAYS);
    setAccepted(true);
  };

  return (
    <>
      {!accepted && (
        <Box
          as="section"
          aria-label={m.privacyNoticeTitle}
          position="fixed"
          insetX="0"
          bottom="0"
          zIndex="banner"
          bg="bg.panel"
          borderTopWidth="1px"
          borderColor="border"
          shadow="lg"
          px={{ base: '4', md: '8' }}
          py="4"
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} maxW="6xl" mx="auto">
            <Text fontSize="sm" flex="1">
              {m.lgpdText}
            </Text>
            <Stack direction="row" gap="2" flexShrink={0}>
              <Button variant="outline" size="sm" onClick={() => setReading(true)}>
                {m.lgpdRead}
              </Button>
              <Button size="sm" onClick={accept}>
                {m.lgpdAccept}
              </Button>
            </Stack>
          </Stack>
        </Box>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PdfViewerModal
            open={reading}
            onClose={() => setReading(false)}
            title={m.privacyNoticeTitle}
            url={PRIVACY_NOTICE_PDF}
            texts={{
              loading: m.pdfLoading,
              error: m.pdfFailed,
              download: m.privacyNoticeDownload,
              close: m.privacyNoticeClose,
              content: m.privacyNoticeContent,
              page: m.pdfPage,
            }}
          />
        </Suspense>
      )}
    </>
  );
}

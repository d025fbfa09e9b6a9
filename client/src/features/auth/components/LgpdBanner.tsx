import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COOKIES, LGPD_COOKIE_DAYS, PRIVACY_NOTICE_PDF } from '../../../constants.js';
import { readCookie, writeCookie } from '../../../lib/cookies.js';
import { PdfViewerModal } from '../../../ui/pdf/PdfViewerModal.js';
import { authMessages as m } from '../messages.js';

/** The LGPD notice: shown until accepted; the consent cookie lasts 30 days and survives logout. */
export function LgpdBanner() {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIES.acceptedLgpd) === 'true');
  const [reading, setReading] = useState(false);

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
    </>
  );
}

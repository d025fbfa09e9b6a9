import { Button, Center, CloseButton, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

/** pdf.js and react-pdf stay out of every page's bundle until a document is opened. */
const PdfPages = lazy(() => import('./PdfPages.js'));

export interface PdfViewerModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
  texts: {
    loading: string;
    error: string;
    download: string;
    close: string;
    /** Name of the scrolling region that holds the pages. */
    content: string;
    page: (n: number, total: number) => string;
  };
}

export function PdfViewerModal({ open, onClose, title, url, texts }: PdfViewerModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      // Built when first opened: the registration form's terms render it closed (FormDialog says why).
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={texts.close} />
            </Dialog.CloseTrigger>
            {/* Scrolls on its own (scrollBehavior inside): focusable, so that the keyboard can scroll it too. */}
            <Dialog.Body tabIndex={0} role="region" aria-label={texts.content} focusRing="inside">
              {open && (
                <Suspense
                  fallback={
                    <Center py="10">
                      <Spinner aria-label={texts.loading} />
                    </Center>
                  }
                >
                  <PdfPages url={url} loadingText={texts.loading} errorText={texts.error} pageLabel={texts.page} />
                </Suspense>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild variant="outline">
                <a href={url} download>
                  {texts.download}
                </a>
              </Button>
              <Button onClick={onClose}>{texts.close}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

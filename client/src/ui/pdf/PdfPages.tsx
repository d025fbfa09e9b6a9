import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
// The worker is bundled and served by this site (Vite emits it as an asset): nothing loads from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPagesProps {
  url: string;
  loadingText: string;
  errorText: string;
  pageLabel: (n: number, total: number) => string;
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Every page of a PDF, fitted to the width available (a phone included). Loaded lazily: pdf.js is large. */
export default function PdfPages({ url, loadingText, errorText, pageLabel }: PdfPagesProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [pages, setPages] = useState(0);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={box} w="full">
      <Document
        file={url}
        onLoadSuccess={(doc) => setPages(doc.numPages)}
        loading={<Text role="status">{loadingText}</Text>}
        error={<Text role="alert">{errorText}</Text>}
      >
        <Stack gap="4">
          {/* Pages wait for the measured width: drawn once at their size, not redrawn mid-render on a slow phone. */}
          {pageNumbers(width ? pages : 0).map((n) => (
            <Box key={n} borderWidth="1px" borderColor="border" aria-label={pageLabel(n, pages)} role="group">
              <Page pageNumber={n} width={width - 2} renderAnnotationLayer={false} />
            </Box>
          ))}
        </Stack>
      </Document>
    </Box>
  );
}

/**
 * Writes the PDFs the portal ships in client/public, each from its text module with the one writer.
 * Run: npx tsx client/scripts/public-pdfs.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRIVACY_NOTICE_PDF } from '../src/features/auth/settings.js';
import { REGISTRATION_GUIDELINES_PDF } from '../src/features/opportunities/rules.js';
import { buildPdf, type PdfDocument } from './pdf-writer.js';
import { NOTICE_SECTIONS, NOTICE_TITLE, NOTICE_UPDATED } from './privacy-notice-text.js';
import { GUIDELINES } from './registration-guidelines-text.js';

/** Path under client/public (as the client links it) → document. */
export const PUBLIC_PDFS: Record<string, PdfDocument> = {
  [PRIVACY_NOTICE_PDF]: { title: NOTICE_TITLE, subtitle: NOTICE_UPDATED, sections: NOTICE_SECTIONS },
  [REGISTRATION_GUIDELINES_PDF]: GUIDELINES,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, doc] of Object.entries(PUBLIC_PDFS)) {
    const target = fileURLToPath(new URL(`../public${file}`, import.meta.url));
    writeFileSync(target, buildPdf(doc));
    console.log(`escrito ${target}`);
  }
}

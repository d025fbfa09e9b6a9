/**
 * The PDFs the portal ships in client/public (public-pdfs.ts lists them): a plain PDF 1.4 built by hand (no
 * library, nothing downloaded), A4, standard Helvetica fonts with WinAnsiEncoding, text wrapped by measured width.
 */

export interface PdfSection {
  title: string;
  paragraphs: string[];
}

/** A document: its title, a line under it (e.g. the last update), and its numbered sections. Latin-1 text only. */
export interface PdfDocument {
  title: string;
  subtitle: string;
  sections: PdfSection[];
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const TEXT_W = PAGE_W - 2 * MARGIN;

/** Helvetica advance widths (1/1000 em) for the characters used; others fall back to an average. */
const NARROW = new Set([...'fijlrtI.,;:!\'()[]/ -ºª"']);
const WIDE = new Set([...'mwMWOQGDHNUCR%@']);
const charWidth = (ch: string, bold: boolean) => {
  const w = NARROW.has(ch) ? 300 : WIDE.has(ch) ? 800 : /[A-ZÁÉÍÓÚÂÊÔÃÕÇ0-9]/.test(ch) ? 667 : 556;
  return bold ? w * 1.06 : w;
};
const textWidth = (s: string, size: number, bold = false) =>
  ([...s].reduce((sum, ch) => sum + charWidth(ch, bold), 0) * size) / 1000;

function wrap(text: string, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) > TEXT_W && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  gapBefore: number;
}

function layout(doc: PdfDocument): Line[] {
  const lines: Line[] = [
    { text: doc.title, font: 'F2', size: 16, gapBefore: 0 },
    { text: doc.subtitle, font: 'F1', size: 9, gapBefore: 6 },
  ];
  for (const section of doc.sections) {
    lines.push({ text: section.title, font: 'F2', size: 12, gapBefore: 14 });
    for (const p of section.paragraphs) {
      for (const [i, text] of wrap(p, 10.5).entries()) {
        lines.push({ text, font: 'F1', size: 10.5, gapBefore: i === 0 ? 6 : 0 });
      }
    }
  }
  return lines;
}

/** Splits the lines into page content streams, top to bottom. */
function paginate(lines: Line[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_H - MARGIN;
  const flush = () => {
    pages.push(ops.join('\n'));
    ops = [];
    y = PAGE_H - MARGIN;
  };
  for (const l of lines) {
    const advance = l.size * 1.35 + l.gapBefore;
    if (y - advance < MARGIN) flush();
    y -= advance;
    ops.push(`BT /${l.font} ${l.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${escapePdf(l.text)}) Tj ET`);
  }
  flush();
  return pages.map((content, i) => {
    const footer = `Página ${i + 1} de ${pages.length}`;
    const x = PAGE_W - MARGIN - textWidth(footer, 8);
    return `${content}\nBT /F1 8 Tf ${x.toFixed(1)} ${MARGIN / 2} Td (${escapePdf(footer)}) Tj ET`;
  });
}

/** UTF-16BE text string with BOM, for the document information dictionary. */
const utf16 = (s: string) => `<FEFF${[...s].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`;

export function buildPdf(doc: PdfDocument): Buffer {
  const pages = paginate(layout(doc));
  const objects: string[] = [];
  // push returns the new length: the 1-based number of the object just added.
  const add = (body: string) => objects.push(body);

  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${utf16(doc.title)} /Producer (pdf-writer.ts) >>`);
  const kids: number[] = [];
  for (const content of pages) {
    const bytes = Buffer.byteLength(content, 'latin1');
    const stream = add(`<< /Length ${bytes} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
          `/Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (pt-BR) >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

  if ([...out].some((c) => c.charCodeAt(0) > 0xff)) throw new Error('texto fora do Latin-1');
  return Buffer.from(out, 'latin1');
}

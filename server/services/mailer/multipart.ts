/**
 * multipart/form-data with text fields only (the original clients post the mail form that way). Files are refused:
 * the mailer sends no attachments.
 */
import { badRequest } from '../../lib/errors.js';

export function boundaryOf(contentType: string | undefined): string | undefined {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m?.[1] ?? m?.[2];
}

export function parseMultipartFields(body: Buffer, boundary: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const text = body.toString('utf8');
  const delimiter = `--${boundary}`;
  for (const raw of text.split(delimiter).slice(1)) {
    if (raw.startsWith('--')) break;
    const part = raw.replace(/^\r?\n/, '');
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index);
    const value = part.slice(split.index + split[0].length).replace(/\r?\n$/, '');
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (!name) continue;
    if (/\bfilename\*?=/i.test(disposition)) {
      throw badRequest('Falha ao enviar o email', { [name]: 'Anexos não são aceitos' });
    }
    fields[name] = value;
  }
  return fields;
}

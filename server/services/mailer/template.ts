/**
 * The brand's e-mail layout: a white header under a band of the brand's main colour, with its logo (the logos draw
 * their name in that colour, which would vanish on it), the message, and the fixed footer. The logo's alt text is the
 * brand's name, styled, so that a client that holds images back still shows whose mail it is. Tables and inline styles because mail clients ignore <style> blocks and flexbox.
 */
import type { Brand } from '../../../brands/brands.js';
import { escapeHtml } from '../../lib/html.js';

export const MAIL_FOOTER = 'Esta é uma mensagem automática. Por favor, não responda!';

/** Where the HTML finds the logo image (an inline part or a data URL) and the size it is shown at. */
export interface LogoImage {
  src: string;
  width: number;
  height: number;
}

export function renderHtml(a: { brand: Brand; logo: LogoImage; subject: string; bodyHtml: string }): string {
  const { brand } = a;
  const name = escapeHtml(brand.name);
  const primary = escapeHtml(brand.theme.primary);
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(a.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#ffffff;border-top:6px solid ${primary};padding:20px 24px">
<img src="${escapeHtml(a.logo.src)}" alt="${name}" width="${a.logo.width}" height="${a.logo.height}" style="display:block;width:${a.logo.width}px;height:${a.logo.height}px;border:0;color:${primary};font-size:18px;font-weight:bold">
</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${a.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;color:#616e7c;font-size:12px">
${name} &lt;${escapeHtml(brand.senderEmail)}&gt;<br>
${escapeHtml(MAIL_FOOTER)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text/plain alternative: links keep their address, blocks become paragraphs, tags and entities go away. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script|title)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h[1-6]|li|table)>/gi, '\n\n')
    .replace(/<\/td>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e])
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

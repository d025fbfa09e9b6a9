import { type Brand, brandForHost, findBrand } from '../../../brands/brands.js';
import type { Config } from '../../lib/config.js';
import { textToHtml } from '../../lib/html.js';
import { type BrandLogo, brandLogo, logoCidSrc, logoDataSrc } from './logo.js';
import type { QueuedMessage } from './queue.js';
import { htmlToText, renderHtml } from './template.js';
import type { OutgoingMessage } from './transport.js';

/** `domain` is a brand slug or a host name (`yep.localhost`, `parceiros.yep.com.br`); anything else is the first brand. */
export function resolveBrand(domain: string | null | undefined): Brand {
  return findBrand(domain?.trim()) ?? brandForHost(domain?.trim());
}

/** The address part of MAIL_FROM ("Name <addr>" or "addr"). */
export function addressOf(mailFrom: string): string {
  return (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/** The message body as HTML: stored HTML is trusted (it came from a service), stored text is escaped. */
export function bodyHtml(m: Pick<QueuedMessage, 'content' | 'content_type'>): string {
  return m.content_type === 'text/html' ? m.content : textToHtml(m.content);
}

function renderWithLogo(m: QueuedMessage, brand: Brand, logo: BrandLogo, src: string): string {
  return renderHtml({
    brand,
    logo: { src, width: logo.width, height: logo.height },
    subject: m.subject,
    bodyHtml: bodyHtml(m),
  });
}

/** The message's HTML on its own, as a browser shows it (/dev/outbox): the logo travels inside it. */
export function renderMessageHtml(m: QueuedMessage): string {
  const brand = resolveBrand(m.domain);
  const logo = brandLogo(brand);
  return renderWithLogo(m, brand, logo, logoDataSrc(logo));
}

/**
 * The message as the brand sends it: From shows the brand's name and sender address; the envelope sender stays
 * MAIL_FROM's address, the one the relay is set up to send (and receive bounces) for.
 */
export function buildMessage(m: QueuedMessage, config: Config): OutgoingMessage {
  const brand = resolveBrand(m.domain);
  const logo = brandLogo(brand);
  const html = renderWithLogo(m, brand, logo, logoCidSrc(logo));
  return {
    id: m.id,
    from: { name: brand.name, address: brand.senderEmail },
    envelopeFrom: addressOf(config.mailFrom),
    to: m.recipients,
    replyTo: m.reply_to ?? undefined,
    subject: m.subject,
    html,
    text: htmlToText(html),
    inlineImages: [{ cid: logo.cid, filename: logo.filename, contentType: logo.contentType, content: logo.content }],
  };
}

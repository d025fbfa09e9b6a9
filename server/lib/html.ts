/** Text written into HTML (pages the gateway serves, e-mail bodies), one escaper for every place that builds markup. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Any value as HTML text or attribute value: `& < > " '` escaped; null and undefined as empty. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Plain or user-typed text shown as HTML (reasons, descriptions, a plain-text mail): escaped, line breaks kept. */
export function textToHtml(value: unknown): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

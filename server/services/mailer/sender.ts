import type { AccessClaims } from '../../lib/access-token.js';

/** The message as the brand's contact address receives it: who wrote it (from the verified token) above the text. */
export function contentFromUser(claims: Pick<AccessClaims, 'name' | 'email'>, content: string): string {
  return `Mensagem enviada pelo portal por ${claims.name} <${claims.email}>\n\n${content}`;
}

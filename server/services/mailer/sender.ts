/**
 * Who a signed-in user's message comes from, and whether that user may still send. The access token proves who
 * signed in, not that the account is still active: a deactivated seller keeps a valid token for up to 15 minutes,
 * so the mailer asks the authenticator (its internal batch call, with the service credential) on every user message.
 */
import type { AccessClaims } from '../../lib/access-token.js';
import type { Config } from '../../lib/config.js';
import { HttpError, unauthenticated } from '../../lib/errors.js';
import { SERVICE_KEY_HEADER } from '../../lib/service-auth.js';

const AUTH_TIMEOUT_MS = 10_000;

/** 401 unless the authenticator knows the user and the account is active; 503 when it cannot answer. */
export async function assertActiveSender(config: Pick<Config, 'authUrl' | 'serviceKey'>, userId: string) {
  let users: { id: string; active: boolean }[];
  try {
    const res = await fetch(new URL('/internal/users/batch', config.authUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SERVICE_KEY_HEADER]: config.serviceKey },
      body: JSON.stringify({ ids: [userId] }),
      signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`authenticator answered ${res.status}`);
    users = ((await res.json()) as { data: { id: string; active: boolean }[] }).data;
  } catch {
    throw new HttpError(503, 'Houve um erro. Tente novamente mais tarde!', 'SERVICE_UNAVAILABLE');
  }
  if (!users.some((u) => u.id === userId && u.active)) throw unauthenticated('Usuário inativo');
}

/** The message as the brand's contact address receives it: who wrote it (from the verified token) above the text. */
export function contentFromUser(claims: Pick<AccessClaims, 'name' | 'email'>, content: string): string {
  return `Mensagem enviada pelo portal por ${claims.name} <${claims.email}>\n\n${content}`;
}

import type { Config } from '../../../lib/config.js';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from '../../../lib/errors.js';
import { MAILER_ERASURE_PATH } from '../../../lib/mailer-routes.js';
import { SERVICE_KEY_HEADER } from '../../../lib/service-auth.js';

/** The mailer answers from its own database and disk: a handful of deletes. */
const MAILER_ERASURE_TIMEOUT_MS = 10_000;

/** Deletes the mailer's copies (its queue, its .eml files) of mails holding any of `values`. */
export type EraseMailerCopies = (values: string[]) => Promise<void>;

/**
 * The mailer's part of an erasure, over its internal route (a service reads no other's schema). Called inside the
 * erasure's transaction, before it commits: a mailer that does not answer fails the erasure with 503, and the
 * request, sent again, finds the person's values still there to look for.
 */
export function mailerCopies(config: Pick<Config, 'mailerUrl' | 'serviceKey'>): EraseMailerCopies {
  return async (values) => {
    if (!values.length) return;
    const refused = () => new HttpError(503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
    const res = await fetch(new URL(MAILER_ERASURE_PATH, config.mailerUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SERVICE_KEY_HEADER]: config.serviceKey },
      body: JSON.stringify({ values }),
      signal: AbortSignal.timeout(MAILER_ERASURE_TIMEOUT_MS),
    }).catch(() => {
      throw refused();
    });
    await res.text();
    if (!res.ok) throw refused();
  };
}

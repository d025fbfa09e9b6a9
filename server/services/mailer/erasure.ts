/**
 * POST /internal/personal-data/erase (other services, x-service-key): the mailer's part of an erasure of personal
 * data (design section 18). The main API sends the values that identify the person (e-mail addresses, phones); every
 * message of the queue holding one, whatever its state, and the transport's copies of them (the development outbox's
 * .eml files) are deleted. A message still queued that names an erased person is not sent.
 */
import { Router } from 'express';
import { z } from 'zod';
import { MAILER_ERASURE_PATH } from '../../lib/mailer-routes.js';
import { requireServiceKey } from '../../lib/service-auth.js';
import { parseBody } from '../../lib/validation.js';
import type { ServiceDeps } from '../service.js';
import type { MailTransport } from './transport.js';

/** An erasure names a handful of values; a bound keeps one call's work small. */
const MAX_VALUES = 100;

const erasureBody = z.object({ values: z.array(z.string().trim().min(3).max(320)).min(1).max(MAX_VALUES) });

export function erasureRoutes(deps: ServiceDeps, transport: MailTransport): Router {
  const router = Router();
  router.post(MAILER_ERASURE_PATH, requireServiceKey(deps.config.serviceKey), async (req, res) => {
    const values = [...new Set(parseBody(erasureBody, req.body).values.map((v) => v.toLowerCase()))];
    const rows = await deps.db.query(
      `DELETE FROM mailer.messages m WHERE EXISTS (
         SELECT 1 FROM unnest($1::text[]) n
         WHERE strpos(lower(concat_ws(' ', array_to_string(m.recipients, ' '), m.subject, m.content, m.last_error)), n) > 0)
       RETURNING id`,
      [values],
    );
    const files = await transport.eraseHolding(values);
    res.json({ messages: rows.length, files });
  });
  return router;
}

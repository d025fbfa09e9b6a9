import { Router } from 'express';
import type { ApiContext } from '../context.js';
import { keepNoReply } from '../idempotency.js';
import { mailerCopies } from '../privacy/mailer-copies.js';
import { erasePersonalData, exportPersonalData } from '../privacy/requests.js';
import { allow, viewerOf } from '../viewer.js';

/**
 * Data-subject requests (LGPD, design section 18), by e-mail address within the viewer's brand. POST, so that the
 * address never appears in a URL (and in the access logs); each call writes its audit row.
 */
export function privacyRoutes(ctx: ApiContext): Router {
  const r = Router();
  const auth = ctx.requireAuth;
  const eraseMailerCopies = mailerCopies(ctx.config);

  r.post('/personal-data/export', auth, allow('REPRESENTATIVE', 'SUPPORT'), async (req, res) => {
    // The export holds a person's data: not kept for a retry (an export sent again writes a second audit row).
    keepNoReply(res);
    res.json({ data: await exportPersonalData(ctx.db, viewerOf(res), req.body, ctx.clock.now()) });
  });

  r.post('/personal-data/erase', auth, allow('REPRESENTATIVE'), async (req, res) => {
    // Its reply names the address it erased: kept, it would be a copy the erasure left behind. Sent again, the
    // erasure finds nothing left to anonymise and answers 0 (a second audit row records the second request).
    keepNoReply(res);
    res.json({ data: await erasePersonalData(ctx.db, viewerOf(res), req.body, ctx.clock.now(), eraseMailerCopies) });
  });

  return r;
}

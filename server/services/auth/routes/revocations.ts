import { Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors.js';
import { REVOCATION_HEARTBEAT_MS } from '../../../lib/revocation-follower.js';
import type { RevocationEntry } from '../../../lib/revocation-list.js';
import { requireServiceKey } from '../../../lib/service-auth.js';
import type { AuthContext } from '../context.js';

const afterSchema = z.object({ after: z.coerce.number().int().min(0).default(0) });
const checkSchema = z.object({ sub: z.string().min(1), sid: z.string().optional(), iat: z.number() });

/**
 * The revocation list for the services that verify access tokens, behind the service key like every
 * internal call, never routed through the gateway.
 *
 * GET /stream?after=N is Server-Sent Events: first a `catchup` event, {seq, reset, entries} with every unexpired
 * entry after N (all of them, `reset`, when N is ahead of this list: the follower drops its own), then one
 * `revocation` event per new entry (id = seq) and a comment line as heartbeat. A follower that reconnects asks
 * again with the last seq it applied; seq is in commit order, so nothing is skipped. 503 while this process is
 * itself out of sync: the follower retries (another replica, or later) and meanwhile asks POST /check per token.
 */
export function revocationRoutes(ctx: AuthContext): Router {
  const router = Router();
  router.use(requireServiceKey(ctx.config.serviceKey));
  const hub = ctx.revocations;

  router.get('/stream', async (req, res) => {
    const { after } = afterSchema.parse(req.query);
    await hub.start();
    const send = (event: string, data: unknown, id?: number) =>
      res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const subscription = hub.subscribe(after, {
      send: (entries: RevocationEntry[]) => {
        for (const e of entries) send('revocation', e, e.seq);
      },
      end: () => res.end(),
    });
    if (!subscription) throw new HttpError(503, 'Lista de revogações indisponível', 'SERVICE_UNAVAILABLE');
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // A buffering proxy would hold the events back.
      'x-accel-buffering': 'no',
    });
    send('catchup', subscription.catchup, subscription.catchup.seq);
    const heartbeat = setInterval(() => res.write(':\n\n'), REVOCATION_HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
    };
    res.on('close', close);
    if (res.destroyed) close();
  });

  // The fail-closed path of a follower that is out of sync: is this token's session or user revoked?
  router.post('/check', async (req, res) => {
    const claims = checkSchema.parse(req.body);
    res.set('Cache-Control', 'no-store').json({ revoked: await hub.isRevoked(claims) });
  });

  return router;
}

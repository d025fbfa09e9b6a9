/**
 * GET /dev/outbox and /dev/outbox/:id (never mounted in production): the queue as a developer needs it, and each
 * message's HTML as the recipient sees it, so e-mailed links can be clicked without a mail server.
 */
import { Router } from 'express';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../service.js';
import { renderMessageHtml } from './message.js';
import { findMessage, listRecent } from './queue.js';

const LIST_LIMIT = 200;

// The message HTML is ours, but it carries user text: no scripts, no forms, only inline styles and images.
const MESSAGE_CSP =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function devOutboxRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get('/dev/outbox', async (_req, res) => {
    const rows = await listRecent(deps.db, LIST_LIMIT);
    res.json(
      rows.map((r) => ({
        id: r.id,
        to: r.recipients,
        subject: r.subject,
        status: r.status,
        attempts: r.attempts,
        created_at: r.created_at,
        sent_at: r.sent_at,
      })),
    );
  });
  router.get('/dev/outbox/:id', async (req, res) => {
    const message = await findMessage(deps.db, req.params.id);
    if (!message) throw notFound('Mensagem não encontrada');
    res.setHeader('Content-Security-Policy', MESSAGE_CSP);
    res.type('html').send(renderMessageHtml(message));
  });
  return router;
}

/**
 * POST /mailer/outlook (spec section 7): queues one message and answers at once; the delivery loop sends it.
 * Callers are the other services (x-service-key: their HTML is trusted, it is built from escaped templates) or a
 * signed-in user (bearer access token). A user writes to the brand only: the one recipient allowed is the brand's
 * contact address, the content is text (escaped) under the sender's name and e-mail taken from the verified token,
 * answers go to that e-mail (Reply-To), the brand is the token's, and the session must still be open (the verifier
 * refuses a token whose session ended or whose user was deactivated). Otherwise any signed-in user could send
 * brand-branded mail to anyone.
 */
import express, { type Request, Router } from 'express';
import { z } from 'zod';
import type { AccessClaims, TokenVerifier } from '../../lib/access-token.js';
import { bearer, refusalMessage } from '../../lib/access-token.js';
import { badRequest, forbidden, HttpError, unauthenticated } from '../../lib/errors.js';
import { consumeOrRefuse } from '../../lib/ratelimit.js';
import { isServiceCall, SERVICE_KEY_HEADER } from '../../lib/service-auth.js';
import { parseBody } from '../../lib/validation.js';
import type { ServiceDeps } from '../service.js';
import { resolveBrand } from './message.js';
import { boundaryOf, parseMultipartFields } from './multipart.js';
import { type ContentType, enqueue } from './queue.js';
import { contentFromUser } from './sender.js';

export const MAX_RECIPIENTS = 50;
const MAX_SUBJECT_LENGTH = 300;
/** A signed-in user may queue this many messages an hour: enough for the contact form, too few for spam. */
const USER_MAILS_PER_HOUR = 20;
const HOUR_SECONDS = 3600;
const FAILURE_MESSAGE = 'Falha ao enviar o email';
const ONLY_BRAND_CONTACT = 'Mensagens de usuários só podem ser enviadas ao endereço de contato da marca';

const recipientList = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => (typeof s === 'string' ? s.split(/[,;]/) : []))
      .map((s) => s.trim())
      .filter(Boolean),
  z
    .array(z.email({ error: (issue) => `Destinatário inválido: ${String(issue.input)}` }))
    .min(1, 'Informe ao menos um destinatário')
    .max(MAX_RECIPIENTS, `No máximo ${MAX_RECIPIENTS} destinatários por mensagem`),
);

const mailRequest = z.object({
  subject: z
    .string({ error: 'Informe o assunto' })
    .transform((s) => s.replace(/[\r\n]+/g, ' ').trim())
    .pipe(z.string().min(1, 'Informe o assunto').max(MAX_SUBJECT_LENGTH, 'Assunto muito longo')),
  content: z.string({ error: 'Informe o conteúdo' }).refine((s) => s.trim().length > 0, 'Informe o conteúdo'),
  to: recipientList,
  domain: z.string().trim().max(255).optional(),
  contentType: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.split(';')[0].trim().toLowerCase() : undefined),
    z
      .enum(['text/html', 'text/plain'], { error: 'Tipo de conteúdo deve ser text/html ou text/plain' })
      .default('text/html'),
  ),
});

type Caller = { kind: 'service' } | { kind: 'user'; claims: AccessClaims };

async function callerOf(req: Request, serviceKey: string, verify: TokenVerifier): Promise<Caller> {
  if (isServiceCall(req.get(SERVICE_KEY_HEADER), serviceKey)) return { kind: 'service' };
  const token = bearer(req.get('authorization'));
  if (!token) throw unauthenticated();
  const result = await verify(token);
  if (!result.ok) throw unauthenticated(refusalMessage(result.reason));
  return { kind: 'user', claims: result.claims };
}

function fieldsOf(body: unknown) {
  // The form's fields are flat: a wrong address inside the recipient list names the `to` the caller sent.
  return parseBody(mailRequest, body, FAILURE_MESSAGE, (path) => String(path[0] ?? ''));
}

type MailInput = ReturnType<typeof fieldsOf>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * The optional Idempotency-Key header, scoped by caller: the services share one space, each user has their own, so
 * nobody can answer for (or learn of) another caller's message by guessing its key.
 */
function idempotencyKeyOf(req: Request, caller: Caller): string | null {
  const key = req.get(IDEMPOTENCY_KEY_HEADER)?.trim();
  if (!key) return null;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest(FAILURE_MESSAGE, { idempotencyKey: 'Chave de idempotência inválida' });
  }
  return caller.kind === 'service' ? `service:${key}` : `user:${caller.claims.sub}:${key}`;
}

/** What a signed-in user may queue: text to the contact address of the token's brand, answered to the user. */
async function fromUser(deps: ServiceDeps, claims: AccessClaims, input: MailInput) {
  const brand = resolveBrand(claims.brand);
  if (input.domain && resolveBrand(input.domain).slug !== brand.slug) {
    throw new HttpError(403, 'Token emitido para outra marca');
  }
  const contact = brand.contactEmail.toLowerCase();
  if (input.to.some((to) => to.toLowerCase() !== contact)) throw forbidden(ONLY_BRAND_CONTACT);
  await consumeOrRefuse(
    deps.limiter.limit('mailer:user', USER_MAILS_PER_HOUR, HOUR_SECONDS),
    claims.sub,
    'Muitas mensagens enviadas. Tente novamente mais tarde.',
  );
  return {
    brand,
    content: contentFromUser(claims, input.content),
    contentType: 'text/plain' as ContentType,
    replyTo: claims.email,
  };
}

export function outlookRoutes(deps: ServiceDeps, verify: TokenVerifier): Router {
  const router = Router();
  router.post('/mailer/outlook', express.raw({ type: 'multipart/form-data', limit: '1mb' }), async (req, res) => {
    const caller = await callerOf(req, deps.config.serviceKey, verify);
    const boundary = req.is('multipart/form-data') ? boundaryOf(req.get('content-type')) : undefined;
    const body = boundary && Buffer.isBuffer(req.body) ? parseMultipartFields(req.body, boundary) : req.body;
    const input = fieldsOf(body);
    const message =
      caller.kind === 'user'
        ? await fromUser(deps, caller.claims, input)
        : { brand: resolveBrand(input.domain), content: input.content, contentType: input.contentType, replyTo: null };

    const idempotencyKey = idempotencyKeyOf(req, caller);
    const { id, replayed } = await enqueue(
      deps.db,
      {
        subject: input.subject,
        content: message.content,
        contentType: message.contentType,
        recipients: input.to,
        domain: message.brand.slug,
        replyTo: message.replyTo,
        idempotencyKey,
      },
      deps.clock.now(),
    );
    if (replayed) {
      // A resend (the caller timed out or lost the reply): the first acceptance again, nothing queued twice.
      deps.logger.info('mail already queued under this idempotency key', { id, caller: caller.kind });
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(201).json({ message: 'Email enviado com sucesso', id });
      return;
    }
    deps.logger.info('mail queued', {
      id,
      recipients: input.to.length,
      brand: message.brand.slug,
      caller: caller.kind,
    });
    res.status(201).json({ message: 'Email enviado com sucesso', id });
  });
  return router;
}

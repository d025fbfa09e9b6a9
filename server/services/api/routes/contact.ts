import { Router } from 'express';
import { brands, findBrand } from '../../../../brands/brands.js';
import { consumeOrRefuse } from '../../../lib/ratelimit.js';
import { parseBody } from '../../../lib/validation.js';
import { contactInput } from '../contact/input.js';
import type { ApiContext } from '../context.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailTemplates } from '../mail/templates.js';

const CONTACTS_PER_WINDOW = 5;
const CONTACT_WINDOW_SECONDS = 10 * 60;

/**
 * POST /contact: the public contact form, mailed to the brand's contact address. JSON or form-encoded (the spec's
 * client posts a form). Like the portal's pages, an unknown brand falls back to the first.
 */
export function contactRoutes(ctx: ApiContext): Router {
  const r = Router();
  const contacts = ctx.limiter.limit('contact', CONTACTS_PER_WINDOW, CONTACT_WINDOW_SECONDS);

  r.post('/contact', async (req, res) => {
    const brand = findBrand(req.get('company')) ?? brands[0];
    const input = parseBody(contactInput, req.body);
    await consumeOrRefuse(contacts, req.ip ?? '', 'Muitas solicitações. Tente novamente em instantes.');
    await enqueueMail(ctx.db, mailTemplates.contactForm({ brand: brand.slug, to: brand.contactEmail, ...input }));
    res.status(201).json({ message: 'Email enviado com sucesso!' });
  });

  return r;
}

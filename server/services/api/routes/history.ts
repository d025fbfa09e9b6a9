import { Router } from 'express';
import { z } from 'zod';
import { notFound } from '../../../lib/errors.js';
import { parseBody } from '../../../lib/validation.js';
import type { ApiContext } from '../context.js';
import { historyOf } from '../history/queries.js';
import { recordHistory } from '../history/record.js';
import { visibleTypes } from '../history/visibility.js';
import { param, parsePaging, type Query } from '../query.js';
import { allow, hasRole, viewerOf } from '../viewer.js';

const MAX_MODIFICATIONS = 200;
const VALUE_MAX = 5000;

const value = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? null : String(v)))
  .pipe(z.string().max(VALUE_MAX, `Máximo de ${VALUE_MAX} caracteres`).nullable());

const createBody = z.object({
  typeId: z.string({ error: 'Campo obrigatório' }).trim().min(1, 'Campo obrigatório'),
  type: z.enum(['opportunity', 'resale', 'user'], { error: 'Use opportunity, resale ou user' }),
  actionType: z.enum(['create', 'update'], { error: 'Use create ou update' }),
  modifications: z
    .array(
      z.object({
        attribute: z.string({ error: 'Campo obrigatório' }).trim().min(1, 'Campo obrigatório').max(200),
        oldValue: value,
        newValue: value,
      }),
    )
    .max(MAX_MODIFICATIONS)
    .default([]),
});

/**
 * The change log of opportunities, sign-ups and users (spec "History"), and the contract's manual entry call, which
 * writes a note: the portal records every change itself, so an entry written by hand is a representative's words,
 * kept apart from the changes, never counted, and always in the caller's name.
 */
export function historyRoutes(ctx: ApiContext): Router {
  const r = Router();

  r.get(
    '/history/getByTypeId',
    ctx.requireAuth,
    allow('REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER'),
    async (req, res) => {
      const v = viewerOf(res);
      const q = req.query as Query;
      const paging = parsePaging(q);
      const typeId = param(q, 'typeId') ?? '';
      const types = await visibleTypes(ctx.db, v, typeId);
      if (!types.length) throw notFound('Registro não encontrado');
      const withAuthor = hasRole(v, 'REPRESENTATIVE');
      res.json(await historyOf(ctx.db, { typeId, types, brand: v.brand, withAuthor }, paging));
    },
  );

  r.post('/history/create', ctx.requireAuth, allow('REPRESENTATIVE'), async (req, res) => {
    const v = viewerOf(res);
    const body = parseBody(createBody, req.body);
    // An entry may only be attached to a record the representative can see on this brand.
    if (!(await visibleTypes(ctx.db, v, body.typeId)).includes(body.type)) throw notFound('Registro não encontrado');
    const id = await recordHistory(ctx.db, {
      brand: v.brand,
      type: body.type,
      typeId: body.typeId,
      actionType: body.actionType,
      // The caller is the author: the body's own userId, username or kind are not in createBody and are dropped.
      userId: v.id,
      username: v.name,
      modifications: body.modifications,
      kind: 'note',
    });
    res.status(201).json({ message: 'Historico criado com sucesso', data: { id } });
  });

  return r;
}

import { Router } from 'express';
import { notFound } from '../../../lib/errors.js';
import type { ApiContext } from '../context.js';
import { listMunicipalities, listStates } from '../geo/ibge.js';

/** Public geography for the address selects: states and their municipalities, IBGE ids (design section 4). */
export function geoRoutes(_ctx: ApiContext): Router {
  const r = Router();

  r.get('/geo/states', (_req, res) => {
    res.json({ data: listStates() });
  });

  r.get('/geo/states/:id/municipalities', (req, res) => {
    const id = req.params.id;
    const data = /^\d{1,3}$/.test(id) ? listMunicipalities(Number(id)) : undefined;
    if (!data) throw notFound('Estado não encontrado');
    res.json({ data });
  });

  return r;
}

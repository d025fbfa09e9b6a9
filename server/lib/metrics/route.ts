import type { Request } from 'express';

/** The route label of a request that no route answered (404s, refusals before routing): never its raw path. */
const UNMATCHED = 'unmatched';

/**
 * The Express route pattern that answered (`/:company/opportunities/:id`), never the path with its ids, so that a
 * metric's label or a span's name has as many values as the code has routes. A handler mounted with `app.use` (the
 * gateway's /graphql, static files) has no route: its mount path stands in, a fixed string everywhere in this code.
 */
export function routeOf(req: Pick<Request, 'route' | 'baseUrl'>): string {
  const pattern = req.route?.path;
  if (pattern !== undefined) return `${req.baseUrl ?? ''}${String(pattern)}`;
  return req.baseUrl || UNMATCHED;
}

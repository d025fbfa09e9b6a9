import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from './errors.js';

/** Header that carries the shared service credential on internal calls between the services. */
export const SERVICE_KEY_HEADER = 'x-service-key';

export function isServiceCall(header: unknown, serviceKey: string): boolean {
  if (typeof header !== 'string' || !serviceKey) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(serviceKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Guards the internal routes: only another service holding SERVICE_KEY may call them. */
export function requireServiceKey(serviceKey: string): RequestHandler {
  return (req, _res, next) => {
    if (!isServiceCall(req.get(SERVICE_KEY_HEADER), serviceKey)) throw new HttpError(403, 'Chamada interna negada');
    next();
  };
}

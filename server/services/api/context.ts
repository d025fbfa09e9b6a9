import type { RequestHandler } from 'express';
import type { TokenVerifier } from '../../lib/access-token.js';
import type { HeldLeases } from '../../lib/held-leases.js';
import type { ServiceDeps } from '../service.js';
import type { AuthClient } from './clients/auth-client.js';
import type { CrmPort } from './crm/port.js';

/** What every route module of the main API receives. */
export interface ApiContext extends ServiceDeps {
  auth: AuthClient;
  crm: CrmPort;
  verify: TokenVerifier;
  /** 401 unless the request carries a valid access token; sets res.locals.viewer. */
  requireAuth: RequestHandler;
  /** The leases of sequences this process runs, handed back when a graceful stop cuts them (absent in some tests). */
  leases?: HeldLeases;
}

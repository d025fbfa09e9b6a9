/** Paths of the dashboard and of the screens its tools panel and latest rows lead to (spec section 2). */
import { PATHS } from '../../paths.js';

/** The tools panel's shortcuts inside the portal; the virtual account is the brand's own (external) link. */
export const toolPaths = {
  users: PATHS.users,
  resales: PATHS.resales,
  support: PATHS.contact,
} as const;

export { opportunityDetailsPath, opportunityListPath } from '../opportunities/urls.js';

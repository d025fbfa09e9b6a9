import { PATHS } from '../../paths.js';
import { FIRST_ENTRY_DASHBOARD_ROLES } from './roles.js';
import { hasAnyRole, type Session } from './session/session.js';

/**
 * Where a signed-in user starts (spec section 2): the Dashboard for REPRESENTATIVE and SUPPORT, Opportunities for
 * RESALE and SELLER. /Painel itself lands there only on the first entry after login; a page that is not for the
 * user's profile offers it as the way back.
 */
export function startPageOf(session: Session | null): string {
  return hasAnyRole(session, FIRST_ENTRY_DASHBOARD_ROLES) ? PATHS.dashboard : PATHS.opportunities;
}

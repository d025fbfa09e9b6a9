import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../../paths.js';
import { FIRST_ENTRY_DASHBOARD_ROLES } from '../roles.js';
import { hasAnyRole } from '../session/session.js';
import { useSession } from '../session/store.js';

/**
 * /Painel: Opportunities, except on the first entry after login, which lands REPRESENTATIVE and SUPPORT on the
 * Dashboard (spec section 2).
 */
export function PanelIndexRedirect() {
  const session = useSession();
  const location = useLocation();
  const firstEntry = (location.state as { firstEntry?: boolean } | null)?.firstEntry === true;
  const target = firstEntry && hasAnyRole(session, FIRST_ENTRY_DASHBOARD_ROLES) ? PATHS.dashboard : PATHS.opportunities;
  return <Navigate to={target} replace />;
}

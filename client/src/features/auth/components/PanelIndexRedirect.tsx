import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../../paths.js';
import { useSession } from '../session/store.js';
import { startPageOf } from '../startPage.js';

/**
 * /Painel: Opportunities, except on the first entry after login, which lands on the role's start page (the
 * Dashboard for REPRESENTATIVE and SUPPORT; spec section 2).
 */
export function PanelIndexRedirect() {
  const session = useSession();
  const location = useLocation();
  const firstEntry = (location.state as { firstEntry?: boolean } | null)?.firstEntry === true;
  return <Navigate to={firstEntry ? startPageOf(session) : PATHS.opportunities} replace />;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../paths.js';
import type { RoleName } from '../roles.js';
import { hasAnyRole } from '../session/session.js';
import { useSession } from '../session/store.js';

/** The state the login page reads to show its form even though a session exists. */
export const ACCESS_DENIED_STATE = { denied: true } as const;

/**
 * A protected route the user's roles may not open goes to login (spec section 2). The session stays: the login
 * page shows its form so that someone with the right role can sign in.
 */
export function RequireRole({ roles, children }: { roles: readonly RoleName[]; children: ReactNode }) {
  const session = useSession();
  if (!hasAnyRole(session, roles)) return <Navigate to={PATHS.login} replace state={ACCESS_DENIED_STATE} />;
  return children;
}

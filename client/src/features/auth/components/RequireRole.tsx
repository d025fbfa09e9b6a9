import type { ReactNode } from 'react';
import type { RoleName } from '../roles.js';
import { hasAnyRole } from '../session/session.js';
import { useSession } from '../session/store.js';

/**
 * A protected route the user's roles may not open shows `denied` (the notice that the page is not for their
 * profile) in its place. The session is valid, so the user stays in the panel: sending them to the login form, as
 * the first version did, read as a lost session.
 */
export function RequireRole({
  roles,
  denied,
  children,
}: {
  roles: readonly RoleName[];
  denied: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  return hasAnyRole(session, roles) ? children : denied;
}

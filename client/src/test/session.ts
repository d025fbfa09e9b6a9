import { refreshSession } from '../features/auth/session/store.js';

/**
 * Signs the test in as the gateway's login leaves the browser: the cookies of user u1 ("Rita") with `roles`, and any
 * `more` of them (the company, the expiry), then the session store reads them.
 */
export function signIn(roles: readonly string[], more: Record<string, string | number> = {}) {
  document.cookie = 'userid=u1; path=/';
  document.cookie = 'username=Rita; path=/';
  for (const [name, value] of Object.entries(more)) document.cookie = `${name}=${value}; path=/`;
  document.cookie = `user_permissions=${encodeURIComponent(JSON.stringify(roles))}; path=/`;
  refreshSession();
}

import type { AuthUser, CreateUserInput } from '../../../lib/identities.js';
import type { Role, RoleAssignment } from '../../../lib/roles.js';
import { internalFetch } from './internal-fetch.js';

/**
 * The main API's side of the authenticator's internal calls (design section 4: service boundaries). Every call
 * carries the service credential; none of them is reachable through the gateway. Errors arrive as HttpError with
 * the authenticator's status and message (409 e-mail taken, 404 "Not Found Exception", 400 weak or used token).
 */
export interface AuthClient {
  /** 409 when another identity holds the e-mail; the same `id` and e-mail again answer the identity created before. */
  createUser(input: CreateUserInput): Promise<{ id: string }>;
  /**
   * Removes an identity an interrupted account creation left behind, so that its e-mail is free again; done when it is
   * absent, 409 when it was ever used (it has a password).
   */
  reclaimUser(userId: string, email: string): Promise<void>;
  getUsers(ids: string[]): Promise<AuthUser[]>;
  findByEmail(email: string): Promise<AuthUser | undefined>;
  getRoles(userId: string): Promise<RoleAssignment[]>;
  /** Adds a role assignment (idempotent): a reseller approved in a second brand keeps one identity. */
  addRole(userId: string, role: RoleAssignment): Promise<void>;
  deactivate(userId: string): Promise<void>;
  /**
   * Brings a deactivated identity back with this name and phone, without a password (the new invitation sets one) and
   * with its earlier links spent; its ended sessions stay ended. Idempotent; 404 when there is no such identity.
   */
  reactivate(userId: string, profile: { name: string; phone: string }): Promise<void>;
  issuePasswordToken(input: { email?: string; userId?: string; purpose: 'invite' | 'reset' }): Promise<{
    token: string;
    user: AuthUser;
  }>;
  /** Whether a link's token would still set a password (read-only; see the authenticator's password-tokens.ts). */
  passwordTokenStatus(token: string): Promise<{ status: 'USABLE' | 'USED' | 'EXPIRED' | 'INVALID' }>;
  /** Sets the password of the link's user; answers whose it was. */
  redeemPasswordToken(token: string, password: string): Promise<{ userId: string; name: string }>;
  setPassword(userId: string, password: string): Promise<void>;
  /** Users holding `role` on `brand` (assignments for 'all' included): whom a brand's notifications go to. */
  usersWithRole(role: Role, brand: string): Promise<AuthUser[]>;
}

export function createAuthClient(authUrl: string, serviceKey: string): AuthClient {
  const call = internalFetch(authUrl, serviceKey);
  return {
    createUser: (input) => call('POST', '/internal/users', input),
    reclaimUser: (id, email) => call('DELETE', `/internal/users/${id}?email=${encodeURIComponent(email)}`),
    getUsers: async (ids) =>
      ids.length ? (await call<{ data: AuthUser[] }>('POST', '/internal/users/batch', { ids })).data : [],
    findByEmail: async (email) => {
      try {
        return await call<AuthUser>('GET', `/internal/users/by-email?email=${encodeURIComponent(email)}`);
      } catch (err) {
        if ((err as { status?: number }).status === 404) return undefined;
        throw err;
      }
    },
    getRoles: async (id) => (await call<{ roles: RoleAssignment[] }>('GET', `/internal/users/${id}/roles`)).roles,
    addRole: (id, role) => call('POST', `/internal/users/${id}/roles`, role),
    deactivate: (id) => call('POST', `/internal/users/${id}/deactivate`),
    reactivate: (id, profile) => call('POST', `/internal/users/${id}/reactivate`, profile),
    issuePasswordToken: (input) => call('POST', '/internal/password-tokens', input),
    passwordTokenStatus: (token) => call('POST', '/internal/password-tokens/status', { token }),
    redeemPasswordToken: (token, password) => call('POST', '/internal/password-tokens/redeem', { token, password }),
    setPassword: (id, password) => call('POST', `/internal/users/${id}/password`, { password }),
    usersWithRole: async (role, brand) =>
      (
        await call<{ data: AuthUser[] }>(
          'GET',
          `/internal/users?role=${encodeURIComponent(role)}&brand=${encodeURIComponent(brand)}`,
        )
      ).data,
  };
}

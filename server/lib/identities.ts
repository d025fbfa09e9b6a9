import type { RoleAssignment } from './roles.js';

/*
 * The shapes of the authenticator's internal calls (design section 4: service boundaries), below both services: the
 * authenticator answers and takes them, the main API's client (services/api/clients/auth-client.ts) sends and reads
 * them.
 */

/** An identity as the authenticator returns it on its internal calls. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  doc: string | null;
  active: boolean;
  parentId: string | null;
  roles: RoleAssignment[];
}

export interface CreateUserInput {
  /** The caller's id for the new identity: repeating the create with it answers the same identity. */
  id?: string;
  name: string;
  email: string;
  phone?: string | null;
  doc?: string | null;
  parentId?: string | null;
  roles: RoleAssignment[];
}

/**
 * The addresses of an outbox row: its fixed recipients plus, when it names a role, the active users holding that role
 * on the row's brand, asked of the authenticator at sending time (the API never reads the authenticator's schema).
 */
import { ROLES, type Role } from '../../../lib/roles.js';
import type { AuthClient } from '../clients/auth-client.js';

export type Addressing =
  | { kind: 'to'; to: string[] }
  /** The role's holders could not be asked (the row waits for another try), or the role is none we know (parked). */
  | { kind: 'unknown'; permanent: boolean; error: string }
  /** Nobody to deliver to: the role has no active holder and the row no fixed address. */
  | { kind: 'nobody'; note: string };

/** Active holders' e-mails of a role on a brand, each pair asked once per lookup (one dispatch pass). */
export type RoleLookup = (role: Role, brand: string) => Promise<string[]>;

export function roleLookup(auth: Pick<AuthClient, 'usersWithRole'>): RoleLookup {
  const asked = new Map<string, Promise<string[]>>();
  return (role, brand) => {
    const key = `${role}\u0000${brand}`;
    let found = asked.get(key);
    if (!found) {
      found = auth.usersWithRole(role, brand).then((users) => users.filter((u) => u.active).map((u) => u.email));
      // A rejection is read by every row that asks (awaited below); this keeps an unread one from going unhandled.
      found.catch(() => undefined);
      asked.set(key, found);
    }
    return found;
  };
}

export async function addressesOf(
  lookup: RoleLookup,
  row: { brand: string; recipients: string[]; recipient_role: string | null },
): Promise<Addressing> {
  const to = new Map<string, string>();
  const add = (address: string) => {
    const trimmed = address.trim();
    if (trimmed && !to.has(trimmed.toLowerCase())) to.set(trimmed.toLowerCase(), trimmed);
  };
  row.recipients.forEach(add);
  const role = row.recipient_role;
  if (role !== null) {
    if (!(ROLES as readonly string[]).includes(role)) {
      return { kind: 'unknown', permanent: true, error: `papel de destinatário desconhecido: ${role}` };
    }
    try {
      (await lookup(role as Role, row.brand)).forEach(add);
    } catch (err) {
      return {
        kind: 'unknown',
        permanent: false,
        error: `authenticator could not list ${role} of ${row.brand}: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  }
  if (!to.size) {
    const why = role ? `nenhum usuário ativo com o papel ${role} na marca ${row.brand}` : 'nenhum endereço';
    return { kind: 'nobody', note: `sem destinatários: ${why}` };
  }
  return { kind: 'to', to: [...to.values()] };
}

/**
 * What the browser keeps for one user on one brand between visits (remembered list filters, form drafts), in
 * localStorage under `portal:<brand>:<userId>:<name>`, so that two people sharing a computer, or one person on
 * two brands, never see each other's. Values are JSON; unreadable or unavailable storage reads as nothing.
 */
import { getSession } from '../features/auth/session/store.js';

const PREFIX = 'portal:';

function keyFor(name: string): string | undefined {
  const session = getSession();
  if (!session) return undefined;
  return `${PREFIX}${session.company ?? ''}:${session.userId}:${name}`;
}

export function readUserItem<T>(name: string): T | undefined {
  const key = keyFor(name);
  if (!key) return undefined;
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeUserItem(name: string, value: unknown): void {
  const key = keyFor(name);
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the convenience of remembering.
  }
}

export function removeUserItem(name: string): void {
  const key = keyFor(name);
  if (key) localStorage.removeItem(key);
}

/** Items named `draft:<form>` hold what a user typed and has not sent yet; they end with the session. */
export const draftItem = (form: string) => `draft:${form}`;

/**
 * Forgets the signed-in user's drafts on this brand (at logout: what was typed for a customer does not outlive
 * the session that typed it). Remembered filters stay: they are preferences.
 */
export function removeUserDrafts(): void {
  const prefix = keyFor(draftItem(''));
  if (!prefix) return;
  const doomed: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}

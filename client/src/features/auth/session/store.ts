import { useSyncExternalStore } from 'react';
import type { SessionEnd } from '../../../apollo/errors.js';
import { reloadNotifications } from '../../notifications/store.js';
import { clearSessionCookies, parseExp, parseRoles, readSession, type Session } from './session.js';

/**
 * The session as React state. Cookies do not announce changes, so whoever changes them (login, logout, the
 * UNAUTHENTICATED handler) calls refreshSession() and the subscribed components re-read.
 *
 * The readable cookies are the source; the viewer of the last login or `me` answer stands in only while they are
 * absent (the schema mocks of `npm run dev:mock` answer login without setting cookies). It lives in memory: a
 * reload without cookies is a visitor again.
 */
let viewerSession: Session | null = null;
/** Why the last session ended, for the login page to say (design section 8); forgotten at the next sign-in. */
let endReason: SessionEnd | undefined;
let current: Session | null = readSession();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export interface ViewerLike {
  id: string;
  name: string;
  roles: readonly string[];
  brand: string;
  expiresAt: string;
}

/** Remembers the viewer a login or `me` answer returned, then re-reads the session. */
export function adoptViewer(viewer: ViewerLike): Session | null {
  endReason = undefined;
  viewerSession = {
    userId: viewer.id,
    username: viewer.name,
    company: viewer.brand,
    roles: parseRoles(JSON.stringify(viewer.roles)),
    expiresAt: parseExp(viewer.expiresAt),
    keepConnection: true,
  };
  return refreshSession();
}

export function refreshSession(): Session | null {
  const next = readSession() ?? viewerSession;
  if (JSON.stringify(next) !== JSON.stringify(current)) {
    current = next;
    emit();
  }
  return current;
}

/** Forgets the session; `reason`, when the gateway gave one, is what the login page then says. */
export function endSession(reason?: SessionEnd): void {
  endReason = reason;
  clearSessionCookies();
  reloadNotifications();
  viewerSession = null;
  current = null;
  emit();
}

export function sessionEndReason(): SessionEnd | undefined {
  return endReason;
}

export function getSession(): Session | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, () => current);
}

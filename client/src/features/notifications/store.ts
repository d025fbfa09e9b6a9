import { useSyncExternalStore } from 'react';
import { COOKIES, NOTIFICATION_COOKIE_DAYS } from '../../constants.js';
import { deleteCookie, readJsonCookie, writeCookie } from '../../lib/cookies.js';

/** A notice about something done in this browser (a sign-up sent, a reset link requested), kept 30 days. */
export interface PortalNotification {
  id: string;
  message: string;
  /** ISO instant. */
  at: string;
}

/** A cookie holds about 4 KB: the newest few notices are plenty for the bell. */
const MAX_KEPT = 8;

const listeners = new Set<() => void>();
let cache: PortalNotification[] | null = null;

function load(): PortalNotification[] {
  const list = readJsonCookie<unknown>(COOKIES.notification, []);
  return Array.isArray(list)
    ? list.filter((n): n is PortalNotification => typeof n?.id === 'string' && typeof n?.message === 'string')
    : [];
}

function save(list: PortalNotification[]) {
  if (list.length) writeCookie(COOKIES.notification, JSON.stringify(list), NOTIFICATION_COOKIE_DAYS);
  else deleteCookie(COOKIES.notification);
  cache = list;
  for (const l of listeners) l();
}

export function listNotifications(): PortalNotification[] {
  cache ??= load();
  return cache;
}

export function addNotification(message: string, now = new Date()): void {
  const entry = { id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`, message, at: now.toISOString() };
  save([entry, ...load()].slice(0, MAX_KEPT));
}

export function clearNotifications(): void {
  save([]);
}

/** Re-reads the cookie (after the session was cleared elsewhere). */
export function reloadNotifications(): void {
  cache = load();
  for (const l of listeners) l();
}

export function useNotifications(): PortalNotification[] {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, listNotifications);
}

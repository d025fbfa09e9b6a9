import { useSyncExternalStore } from 'react';
import { DAY_MS } from '../../../../shared/time.js';
import { deleteCookie, readJsonCookie, writeCookie } from '../../lib/cookies.js';
import { COOKIES, NOTIFICATION_COOKIE_DAYS } from '../auth/settings.js';

/** A notice about something done in this browser (a sign-up sent, a reset link requested), kept 30 days. */
export interface PortalNotification {
  id: string;
  message: string;
  /** ISO instant. */
  at: string;
}

/** A cookie holds about 4 KB: the newest few notices are plenty for the bell. */
const MAX_KEPT = 8;
/**
 * Each notice lives 30 days (spec section 4). The cookie's own max-age restarts with every new notice, so it
 * cannot age the older ones out: their dates do.
 */
const MAX_AGE_MS = NOTIFICATION_COOKIE_DAYS * DAY_MS;

const listeners = new Set<() => void>();
let cache: PortalNotification[] | null = null;

const isNotification = (n: unknown): n is PortalNotification =>
  typeof (n as PortalNotification)?.id === 'string' &&
  typeof (n as PortalNotification)?.message === 'string' &&
  typeof (n as PortalNotification)?.at === 'string';

/** Younger than 30 days (an undated or future-dated entry is not a notice this browser wrote). */
function isFresh(n: PortalNotification, now: number): boolean {
  const age = now - Date.parse(n.at);
  return age >= 0 && age <= MAX_AGE_MS;
}

function load(now = Date.now()): PortalNotification[] {
  const list = readJsonCookie<unknown>(COOKIES.notification, []);
  return Array.isArray(list) ? list.filter(isNotification).filter((n) => isFresh(n, now)) : [];
}

function save(entries: PortalNotification[], now = Date.now()) {
  const list = entries.filter((n) => isFresh(n, now));
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
  save([entry, ...load(now.getTime())].slice(0, MAX_KEPT), now.getTime());
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

/** The session in the browser: its readable cookies, their lifetimes, when the client renews the token, and the
 * LGPD notice (spec sections 3, 4 and 9). */

export const COOKIES = {
  exp: 'exp',
  company: 'company',
  username: 'username',
  userid: 'userid',
  permissions: 'user_permissions',
  keepConnection: 'keep_connection',
  notification: 'notification',
  acceptedLgpd: 'acceptedLGPD',
} as const;

/** Readable session cookies the client clears itself; token and refresh_token are httpOnly (the gateway's). */
export const SESSION_COOKIES = [
  COOKIES.exp,
  COOKIES.company,
  COOKIES.username,
  COOKIES.userid,
  COOKIES.permissions,
  COOKIES.keepConnection,
];

export const LGPD_COOKIE_DAYS = 30;

export const NOTIFICATION_COOKIE_DAYS = 30;

/** A token whose exp falls before now + this margin counts as expired (spec section 4). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 1000;

/**
 * The client renews the session itself when the access token's `exp` falls within this margin: longer
 * than the gateway's own REFRESH_MARGIN_SECONDS (60 s), so that the gateway seldom refreshes by itself, with slack
 * for a browser clock that runs behind the server's.
 */
export const SESSION_REFRESH_MARGIN_SECONDS = 180;

/** Web Lock shared by every tab of the origin: one refresh of the session at a time. */
export const SESSION_REFRESH_LOCK = 'portal-session-refresh';

/** A refresh that has not answered by then releases the lock; the waiting operations go on and report for themselves. */
export const SESSION_REFRESH_TIMEOUT_MS = 15_000;

export const PRIVACY_NOTICE_PDF = '/aviso-de-privacidade-lgpd.pdf';

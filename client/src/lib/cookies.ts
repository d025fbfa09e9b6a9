/**
 * Readable cookies of the portal's domain (the session's httpOnly ones are the gateway's business). Plain
 * document.cookie on purpose: the Cookie Store API is not in every browser the portal supports, and the session
 * is kept in cookies by the spec (section 3).
 */

/**
 * Every readable cookie, from one read of document.cookie: each read asks the browser's process for the cookies
 * (a synchronous round trip, about a millisecond on a busy phone), so a caller after several names reads them here.
 */
export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const c = part.trim();
    const eq = c.indexOf('=');
    if (eq <= 0) continue;
    const name = c.slice(0, eq);
    // The first of two cookies of the same name wins, as the browser lists the more specific path first.
    if (cookies.has(name)) continue;
    const raw = c.slice(eq + 1);
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export function readCookie(name: string): string | undefined {
  return readCookies().get(name);
}

export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${expires}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

/** A JSON cookie; a damaged or absent one reads as the fallback. */
export function readJsonCookie<T>(name: string, fallback: T): T {
  const raw = readCookie(name);
  if (raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

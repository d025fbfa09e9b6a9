/**
 * Readable cookies of the portal's domain (the session's httpOnly ones are the gateway's business). Plain
 * document.cookie on purpose: the Cookie Store API is not in every browser the portal supports, and the session
 * is kept in cookies by the spec (section 3).
 */

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const c = part.trim();
    if (c.startsWith(prefix)) {
      try {
        return decodeURIComponent(c.slice(prefix.length));
      } catch {
        return c.slice(prefix.length);
      }
    }
  }
  return undefined;
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

import { HttpError } from '../../../lib/errors.js';
import { SERVICE_KEY_HEADER } from '../../../lib/service-auth.js';

/** JSON calls to another service with the service credential; a non-2xx reply becomes an HttpError. */
export function internalFetch(baseUrl: string, serviceKey: string) {
  return async function call<T = void>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { [SERVICE_KEY_HEADER]: serviceKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    const json = text ? safeJson(text) : undefined;
    if (!res.ok) {
      const message = (json as { message?: string } | undefined)?.message ?? text ?? res.statusText;
      throw new HttpError(
        res.status,
        message,
        (json as { code?: string } | undefined)?.code,
        (json as { fields?: Record<string, string> })?.fields,
      );
    }
    return json as T;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

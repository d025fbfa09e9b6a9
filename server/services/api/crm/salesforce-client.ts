import type { Config } from '../../../lib/config.js';
import type { Logger } from '../../../lib/logger.js';
import { CrmNotFoundError, CrmUnavailableError } from './port.js';

/** Error codes of the REST API that mean "the record the call names does not exist" (SF404), not an outage. */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'INVALID_CROSS_REFERENCE_KEY', 'MALFORMED_ID']);

interface Session {
  accessToken: string;
  instanceUrl: string;
}

/** One element of a Salesforce REST error reply (an array of these). */
interface SalesforceError {
  errorCode?: string;
  message?: string;
  fields?: string[];
}

export interface SalesforceClient {
  /** A REST call under /services/data/{version}; `path` starts with '/'. Errors already mapped to the CRM errors. */
  request<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/**
 * The OAuth2 session and the HTTP calls of the Salesforce adapter. The token is fetched on the first call (password
 * grant with a username, client credentials without), kept, and fetched again once when Salesforce answers 401
 * (INVALID_SESSION_ID: the session expired or was revoked). Tokens and passwords never reach the logs.
 */
export function createSalesforceClient(
  settings: Config['salesforce'],
  timeoutMs: number,
  logger: Logger,
): SalesforceClient {
  let session: Promise<Session> | undefined;
  const send = (url: string, init: RequestInit) => sendWithin(timeoutMs, url, init);

  const authenticate = async (): Promise<Session> => {
    const form = new URLSearchParams({
      grant_type: settings.username ? 'password' : 'client_credentials',
      client_id: settings.clientId ?? '',
      client_secret: settings.clientSecret ?? '',
    });
    if (settings.username) {
      form.set('username', settings.username);
      form.set('password', settings.password ?? '');
    }
    const res = await send(`${trimSlash(settings.loginUrl)}/services/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const body = (await readJson(res)) as { access_token?: string; instance_url?: string; error?: string } | undefined;
    if (!res.ok || !body?.access_token) {
      // `error` is OAuth's code (invalid_grant, invalid_client_id): safe to log, unlike the credentials.
      logger.warn('salesforce authentication failed', { status: res.status, error: body?.error });
      throw new CrmUnavailableError('falha na autenticação com o Salesforce');
    }
    const instanceUrl = settings.instanceUrl ?? body.instance_url;
    if (!instanceUrl) throw new CrmUnavailableError('o Salesforce não informou a instância');
    return { accessToken: body.access_token, instanceUrl: trimSlash(instanceUrl) };
  };

  const currentSession = () => {
    session ??= authenticate().catch((err) => {
      session = undefined;
      throw err;
    });
    return session;
  };

  const call = async (method: string, path: string, body: unknown, s: Session) =>
    send(`${s.instanceUrl}/services/data/${settings.apiVersion}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${s.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    async request<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
      const started = Date.now();
      const used = await currentSession();
      let res = await call(method, path, body, used);
      if (res.status === 401) {
        await res.body?.cancel();
        // Only the first caller to see the stale session replaces it; the others reuse the new one.
        const current = session;
        if (current && (await current.catch(() => undefined)) === used && session === current) session = undefined;
        res = await call(method, path, body, await currentSession());
      }
      logger.debug('salesforce call', {
        method,
        path: path.split('?')[0],
        status: res.status,
        ms: Date.now() - started,
      });
      const json = await readJson(res);
      if (res.ok) return json as T;
      throw toCrmError(res.status, json);
    },
  };
}

/** One HTTP call, failed with [SFERROR] past `timeoutMs` (CRM_TIMEOUT_MS): an approval's lease counts on that bound. */
async function sendWithin(timeoutMs: number, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new CrmUnavailableError(
      timedOut ? 'o Salesforce não respondeu a tempo' : 'não foi possível conectar ao Salesforce',
    );
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** SF404 with the fields Salesforce blamed (e.g. OwnerId), so that the caller can name what was not found. */
export class SalesforceNotFoundError extends CrmNotFoundError {
  constructor(
    detail: string,
    readonly blamedFields: string[],
  ) {
    super(detail);
  }
}

function toCrmError(status: number, body: unknown): Error {
  const errors = (Array.isArray(body) ? body : [body]).filter(Boolean) as SalesforceError[];
  const first = errors[0];
  if (status === 404 || errors.some((e) => e.errorCode && NOT_FOUND_CODES.has(e.errorCode))) {
    return new SalesforceNotFoundError(
      `registro não encontrado no Salesforce${first?.errorCode ? ` (${first.errorCode})` : ''}`,
      errors.flatMap((e) => e.fields ?? []),
    );
  }
  if (status === 401) return new CrmUnavailableError('sessão recusada pelo Salesforce');
  return new CrmUnavailableError(`o Salesforce respondeu ${status}${first?.errorCode ? ` (${first.errorCode})` : ''}`);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

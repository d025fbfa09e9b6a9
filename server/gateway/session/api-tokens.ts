import { createHash } from 'node:crypto';
import { ErrorCode } from '../../../schema/error-codes.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/errors.js';
import { UpstreamError } from '../errors.js';
import { type ApiTokenExchanger, type ApiTokenRefusal, expOf, REFRESH_MARGIN_SECONDS } from './session.js';

/** Exchanges remembered per gateway process; past this many, the oldest is forgotten (and exchanged again on use). */
const KEPT = 1_000;
/** A refused secret is answered from memory this long: a tool retrying a revoked token does not hammer the database. */
const REFUSAL_KEPT_MS = 10_000;

type Exchange = Awaited<ReturnType<ApiTokenExchanger['exchange']>>;

interface Exchanged {
  result: Promise<Exchange>;
  /** Until when, ms since the epoch, the result may be used again. */
  until: number;
}

/** The authenticator's exchange (AuthDataSource.exchangeApiToken), through a request's data source. */
type ExchangeCall = (secret: string) => Promise<{ data?: { access_token?: string } }>;

/** The process's memory of exchanges, handed to each request with the request's own way to the authenticator. */
export interface ApiTokenExchange {
  /** The exchanger of one request: a remembered exchange, or one made through `auth` (created on first use). */
  through(auth: () => { exchangeApiToken: ExchangeCall }): ApiTokenExchanger;
}

/**
 * Exchanges API tokens with the authenticator (POST /internal/api-tokens/exchange, through the request's upstream
 * client) and remembers each access token until shortly before it expires, so that a tool's requests cost the
 * authenticator one call per quarter hour. Concurrent first requests of a tool share one exchange. Only the secret's
 * digest is kept as the key.
 */
export function createApiTokenExchange(opts: { now: () => Date }): ApiTokenExchange {
  const kept = new Map<string, Exchanged>();
  const keyOf = (secret: string, brand: string) => `${brand}:${createHash('sha256').update(secret).digest('hex')}`;

  const call = async (exchangeApiToken: ExchangeCall, secret: string): Promise<Exchange> => {
    let body: Awaited<ReturnType<ExchangeCall>>;
    try {
      body = await exchangeApiToken(secret);
    } catch (err) {
      if (err instanceof UpstreamError && (err.status === 401 || err.status === 400))
        return { refused: refusalOf(err) };
      throw unavailable();
    }
    const accessToken = body.data?.access_token;
    return accessToken ? { accessToken } : { refused: ErrorCode.TOKEN_REVOKED };
  };

  const exchange = async (exchangeApiToken: ExchangeCall, secret: string, brand: string) => {
    const key = keyOf(secret, brand);
    const now = opts.now().getTime();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.result;
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    const entry: Exchanged = { result: call(exchangeApiToken, secret), until: Number.POSITIVE_INFINITY };
    kept.set(key, entry);
    entry.result.then(
      (exchanged) => {
        entry.until =
          'accessToken' in exchanged
            ? (expOf(exchanged.accessToken) - REFRESH_MARGIN_SECONDS) * 1000
            : opts.now().getTime() + REFUSAL_KEPT_MS;
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    return entry.result;
  };
  return {
    through: (auth) => ({
      exchange: (secret, brand) => exchange((s) => auth().exchangeApiToken(s), secret, brand),
      forget: (secret, brand) => kept.delete(keyOf(secret, brand)),
    }),
  };
}

/** The authenticator names another brand's token apart (WRONG_BRAND); every other refusal is TOKEN_REVOKED. */
const refusalOf = (err: UpstreamError): ApiTokenRefusal =>
  err.restCode === ErrorCode.WRONG_BRAND ? ErrorCode.WRONG_BRAND : ErrorCode.TOKEN_REVOKED;

const unavailable = () => new UpstreamError(503, SERVICE_UNAVAILABLE_MESSAGE, { code: ErrorCode.SERVICE_UNAVAILABLE });

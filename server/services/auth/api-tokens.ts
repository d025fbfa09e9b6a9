/**
 * API tokens (design section 13): what an internal tool presents instead of a person's password. An operator creates
 * one from the command line (server/cli/api-tokens.ts) and sees its secret once; the gateway exchanges the secret for
 * a short-lived access token of the token's brand and role (`exchangeApiToken`), which every service verifies as it
 * verifies a person's. The token's id is that access token's session (`sid`): revoking the token lists it as a revoked
 * session, so its access tokens stop working in every service at once, as a logout's do.
 */
import { findBrand } from '../../../brands/brands.js';
import { DAY_MS } from '../../../shared/time.js';
import type { Queryable } from '../../db/connection.js';
import { API_TOKEN_PREFIX, isApiTokenSecret } from '../../lib/access-token.js';
import type { Role } from '../../lib/roles.js';
import { hashToken, newOpaqueToken } from './opaque-token.js';
import { recordRevocations } from './revocations.js';

/** The roles a tool may act with: the distributor's own, which see a whole brand. A reseller's role needs a resale. */
export const API_TOKEN_ROLES = ['REPRESENTATIVE', 'SUPPORT'] as const satisfies readonly Role[];
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];
const NAME_MAX = 80;

export interface ApiTokenRequest {
  name: string;
  brand: string;
  role: ApiTokenRole;
  readOnly: boolean;
  /** null: never expires. */
  expiresAt: Date | null;
}

export interface ApiToken {
  id: string;
  name: string;
  brand: string;
  role: ApiTokenRole;
  readOnly: boolean;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** An operator's input that cannot become a token: `field` says which, `message` in Portuguese. */
export class ApiTokenInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const DURATION = /^(\d{1,4})([hdwmy])$/;
const UNIT_MS: Record<string, number> = { h: 3_600_000, d: DAY_MS, w: 7 * DAY_MS };

/** `--expires`: `12h`, `90d`, `2w`, `6m` (months), `1y`, or a date `AAAA-MM-DD` (its end, in UTC). */
export function parseExpiry(value: string | undefined, now: Date): Date | null {
  if (value === undefined || value === '') return null;
  const m = DURATION.exec(value.trim());
  if (m) {
    const n = Number(m[1]);
    if (n === 0) throw new ApiTokenInputError('expires', 'A validade deve ser maior que zero');
    const at = new Date(now);
    if (m[2] === 'm') at.setUTCMonth(at.getUTCMonth() + n);
    else if (m[2] === 'y') at.setUTCFullYear(at.getUTCFullYear() + n);
    else return new Date(now.getTime() + n * UNIT_MS[m[2]]);
    return at;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const at = new Date(`${value.trim()}T23:59:59.999Z`);
    if (!Number.isNaN(at.getTime()) && at.toISOString().startsWith(value.trim())) {
      if (at <= now) throw new ApiTokenInputError('expires', 'A data de validade já passou');
      return at;
    }
  }
  throw new ApiTokenInputError('expires', 'Validade inválida: use 12h, 90d, 2w, 6m, 1y ou AAAA-MM-DD');
}

/** Checks an operator's request; throws ApiTokenInputError with the field and a Portuguese message. */
export function validateApiTokenRequest(input: {
  name?: string;
  brand?: string;
  role?: string;
  readOnly?: boolean;
  expires?: string;
  now: Date;
}): ApiTokenRequest {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw new ApiTokenInputError('name', 'Informe o nome do token (--name)');
  if (name.length > NAME_MAX) throw new ApiTokenInputError('name', `Nome com mais de ${NAME_MAX} caracteres`);
  if (/[\p{Cc}]/u.test(name)) throw new ApiTokenInputError('name', 'Nome com caracteres inválidos');
  const brand = findBrand(input.brand?.toLowerCase());
  if (!brand) throw new ApiTokenInputError('brand', 'Marca inválida ou não informada (--brand)');
  const role = input.role?.toUpperCase();
  if (!API_TOKEN_ROLES.includes(role as ApiTokenRole)) {
    throw new ApiTokenInputError('role', `Papel inválido (--role): use ${API_TOKEN_ROLES.join(' ou ')}`);
  }
  return {
    name,
    brand: brand.slug,
    role: role as ApiTokenRole,
    readOnly: input.readOnly ?? false,
    expiresAt: parseExpiry(input.expires, input.now),
  };
}

interface ApiTokenRow {
  id: string;
  name: string;
  brand: string;
  role: ApiTokenRole;
  read_only: boolean;
  created_at: Date | string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

const COLUMNS = 'id, name, brand, role, read_only, created_at, expires_at, revoked_at, last_used_at';
const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));

const toApiToken = (r: ApiTokenRow): ApiToken => ({
  id: r.id,
  name: r.name,
  brand: r.brand,
  role: r.role,
  readOnly: r.read_only,
  createdAt: new Date(r.created_at),
  expiresAt: dateOrNull(r.expires_at),
  revokedAt: dateOrNull(r.revoked_at),
  lastUsedAt: dateOrNull(r.last_used_at),
});

/** Creates the token and returns its secret, which is stored nowhere: the operator sees it this once. */
export async function createApiToken(
  q: Queryable,
  request: ApiTokenRequest,
  now: Date,
): Promise<{ token: ApiToken; secret: string }> {
  const secret = `${API_TOKEN_PREFIX}${newOpaqueToken()}`;
  try {
    const [row] = await q.query<ApiTokenRow>(
      `INSERT INTO auth.api_tokens (name, brand, role, read_only, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [request.name, request.brand, request.role, request.readOnly, hashToken(secret), now, request.expiresAt],
    );
    return { token: toApiToken(row), secret };
  } catch (err) {
    if ((err as { code?: string } | null)?.code === '23505')
      throw new ApiTokenInputError('name', `Já existe um token ativo com o nome "${request.name}"`);
    throw err;
  }
}

/** Every token, the live ones first, then by name. */
export async function listApiTokens(q: Queryable): Promise<ApiToken[]> {
  const rows = await q.query<ApiTokenRow>(
    `SELECT ${COLUMNS} FROM auth.api_tokens ORDER BY revoked_at IS NOT NULL, lower(name), created_at`,
  );
  return rows.map(toApiToken);
}

/**
 * Revokes the live token called `name` (case and spacing as the operator types them do not matter); its access tokens
 * are listed as revoked so that every service refuses them at once. Null when no live token has that name.
 */
export async function revokeApiToken(q: Queryable, name: string, now: Date): Promise<ApiToken | null> {
  const [row] = await q.query<ApiTokenRow>(
    `UPDATE auth.api_tokens SET revoked_at = $2
     WHERE lower(name) = lower($1) AND revoked_at IS NULL RETURNING ${COLUMNS}`,
    [name.trim().replace(/\s+/g, ' '), now],
  );
  if (!row) return null;
  await recordRevocations(q, 'session', [row.id], now);
  return toApiToken(row);
}

/**
 * Whether `secret` is a live token of another brand than `brand`: whoever holds a live secret may learn that it is
 * meant for another brand's address (WRONG_BRAND), which says nothing to anyone who guesses secrets.
 */
export async function isLiveApiTokenOfOtherBrand(q: Queryable, secret: string, brand: string, now: Date) {
  if (!isApiTokenSecret(secret)) return false;
  const rows = await q.query(
    `SELECT 1 FROM auth.api_tokens
     WHERE token_hash = $1 AND brand <> $2 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $3)`,
    [hashToken(secret), brand, now],
  );
  return rows.length > 0;
}

/**
 * The live token behind `secret` for `brand`, or null (unknown, revoked, expired, or of another brand: the caller
 * tells another brand's apart with isLiveApiTokenOfOtherBrand). Marks it used, at most once a minute, so that `token:list` shows which tools still run.
 */
export async function findUsableApiToken(
  q: Queryable,
  secret: string,
  brand: string,
  now: Date,
): Promise<ApiToken | null> {
  if (!isApiTokenSecret(secret)) return null;
  const [row] = await q.query<ApiTokenRow>(
    `UPDATE auth.api_tokens
     SET last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at < $3::timestamptz - interval '1 minute'
                             THEN $3 ELSE last_used_at END
     WHERE token_hash = $1 AND brand = $2 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $3)
     RETURNING ${COLUMNS}`,
    [hashToken(secret), brand, now],
  );
  return row ? toApiToken(row) : null;
}

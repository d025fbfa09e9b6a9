import {
  type CryptoKey,
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
} from 'jose';
import type { Db } from '../../db/connection.js';
import { TOKEN_ALG } from '../../lib/access-token.js';

/** The key that signs new access tokens, and every public key that still verifies tokens in circulation. */
export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  jwks: { keys: JWK[] };
  verificationKeys: ReturnType<typeof createLocalJWKSet>;
}

// Any constant: serialises the first-start key creation between processes sharing one PostgreSQL.
const KEY_CREATION_LOCK = 'auth.signing_keys';

const publicPart = ({ kty, crv, x, y }: JWK): JWK => ({ kty, crv, x, y });
const published = (kid: string, jwk: JWK): JWK => ({ ...publicPart(jwk), kid, alg: TOKEN_ALG, use: 'sig' });

function build(kid: string, privateKey: CryptoKey, publicJwks: JWK[]): SigningKeys {
  const jwks = { keys: publicJwks };
  return { kid, privateKey, jwks, verificationKeys: createLocalJWKSet(jwks) };
}

/**
 * JWT_PRIVATE_KEY when set (a PKCS8 PEM, literal `\n` accepted, or a private JWK in JSON); otherwise the newest key
 * of auth.signing_keys, created on the very first start so that a restart keeps issued tokens valid.
 */
export async function loadSigningKeys(db: Db, configuredKey: string | undefined): Promise<SigningKeys> {
  return configuredKey ? fromConfiguredKey(configuredKey) : fromDatabase(db);
}

async function fromConfiguredKey(text: string): Promise<SigningKeys> {
  const source = text.trim();
  let jwk: JWK;
  let privateKey: CryptoKey;
  try {
    if (source.startsWith('{')) {
      jwk = JSON.parse(source) as JWK;
      privateKey = (await importJWK(jwk, TOKEN_ALG)) as CryptoKey;
    } else {
      privateKey = await importPKCS8(source.replace(/\\n/g, '\n'), TOKEN_ALG, { extractable: true });
      jwk = await exportJWK(privateKey);
    }
  } catch (err) {
    throw new Error(`JWT_PRIVATE_KEY inválida: ${(err as Error).message}`);
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) {
    throw new Error('JWT_PRIVATE_KEY deve ser uma chave privada EC P-256 (PEM PKCS8 ou JWK)');
  }
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicPart(jwk)));
  return build(kid, privateKey, [published(kid, jwk)]);
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

async function fromDatabase(db: Db): Promise<SigningKeys> {
  let rows = await storedKeys(db);
  if (!rows.length) {
    await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [KEY_CREATION_LOCK]);
      const [existing] = await q.query('SELECT kid FROM auth.signing_keys LIMIT 1');
      if (existing) return;
      const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
      const privateJwk = await exportJWK(privateKey);
      const kid = await calculateJwkThumbprint(publicPart(privateJwk));
      await q.query('INSERT INTO auth.signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2::jsonb, $3::jsonb)', [
        kid,
        JSON.stringify(privateJwk),
        JSON.stringify(publicPart(privateJwk)),
      ]);
    });
    rows = await storedKeys(db);
  }
  const [newest] = rows;
  const privateKey = (await importJWK(newest.private_jwk, TOKEN_ALG)) as CryptoKey;
  return build(
    newest.kid,
    privateKey,
    rows.map((r) => published(r.kid, r.public_jwk)),
  );
}

const storedKeys = (db: Db) =>
  db.query<KeyRow>('SELECT kid, private_jwk, public_jwk FROM auth.signing_keys ORDER BY created_at DESC, kid DESC');

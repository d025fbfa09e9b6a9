import path from 'node:path';
import { DEFAULT_POOL_LIMITS, type PoolLimits } from './pool-limits.js';

/**
 * Days a mail is kept once handed on (the API's outbox) or delivered or refused for good (the mailer's queue), unless
 * MAIL_RETENTION_DAYS says otherwise; then it is deleted: its text names people (design section 18).
 */
export const MAIL_RETENTION_DAYS = 90;
/** The opportunity job runs hourly unless JOB_INTERVAL_MS says otherwise. */
export const JOB_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How long a seller creation or a resale approval holds its row while it calls the authenticator: well
 * above its three calls' 10 s timeouts, short enough that a retry after a crash waits little. ACCOUNT_LEASE_SECONDS.
 */
export const ACCOUNT_CREATION_LEASE_SECONDS = 60;
/** Salesforce answers slowly under load; past this a CRM call fails with [SFERROR] instead of hanging (CRM_TIMEOUT_MS). */
export const DEFAULT_CRM_TIMEOUT_MS = 10_000;
/**
 * How long the gateway waits for a service's reply (UPSTREAM_TIMEOUT_MS). Longer than the services' own deadlines
 * on the calls they make (CRM, authenticator, CNPJ provider: 10 s at most), so that their precise answer ([SFERROR]
 * of a CRM that hangs) arrives before the gateway gives up on them.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;

/** Every setting the services read from the environment, in one place, with the embedded defaults. */
export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  host: string;
  port: number;
  apiPort: number;
  authPort: number;
  mailerPort: number;
  apiUrl: string;
  authUrl: string;
  mailerUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** The PostgreSQL pool's bounds (DB_POOL_SIZE, DB_POOL_WAIT_MS, DB_POOL_QUEUE, DB_STATEMENT_TIMEOUT_MS). */
  databasePool: PoolLimits;
  redisUrl?: string;
  /** Namespace of this deployment's keys in Redis (REDIS_PREFIX), so that deployments or test runs can share one. */
  redisPrefix: string;
  /** Shared secret for service-to-service calls (never reachable through the gateway). */
  serviceKey: string;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  mailTransport: 'outbox' | 'smtp';
  cnpjProvider: 'local' | 'brasilapi';
  cnpjApiUrl: string;
  crmAdapter: 'local' | 'salesforce';
  /** How long one CRM call may take before it fails with [SFERROR]; an approval's lease derives from it. */
  crmTimeoutMs: number;
  /** How long the gateway waits for a service to answer one call (UPSTREAM_TIMEOUT_MS). */
  upstreamTimeoutMs: number;
  salesforce: {
    loginUrl: string;
    instanceUrl?: string;
    clientId?: string;
    clientSecret?: string;
    username?: string;
    password?: string;
    apiVersion: string;
  };
  renewalGraceDays: number;
  /** MAIL_RETENTION_DAYS: days a mail is kept once handed on or delivered (design section 18). */
  mailRetentionDays: number;
  /** How often the opportunity job runs (JOB_INTERVAL_MS; hourly). */
  jobIntervalMs: number;
  /**
   * How often each API replica looks for approvals and account creations whose lease ended (LEASE_CHECK_MS). Unset:
   * the default next to the code that uses it (jobs/lease-watch.ts).
   */
  leaseCheckMs?: number;
  /**
   * How long a claimed outbox row (MAIL_DISPATCH_LEASE_MS) or mailer message (MAILER_CLAIM_LEASE_MS) stays hidden
   * from the other replicas, and the dispatcher's first retry delay (MAIL_DISPATCH_RETRY_MS). Unset: the defaults
   * next to the code that uses them. The fault tests shorten them, so that a killed process's claims come back
   * within the test.
   */
  mailDispatchLeaseMs?: number;
  mailDispatchRetryMs?: number;
  mailerClaimLeaseMs?: number;
  /** Lease of an account creation under way (seller, resale approval): after it, a retry or the recovery takes over. */
  accountLeaseSeconds: number;
  /** Origin used in e-mailed links when a call carries no `host`. */
  publicUrl: string;
  jwtPrivateKey?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
const positiveOrUnset = (v: string | undefined) => int(v, 0) || undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';
  const host = env.HOST ?? '127.0.0.1';
  const port = int(env.PORT, 4000);
  const apiPort = int(env.API_PORT, 4001);
  const authPort = int(env.AUTH_PORT, 4002);
  const mailerPort = int(env.MAILER_PORT, 4003);
  const serviceKey = env.SERVICE_KEY ?? (production ? '' : 'dev-service-key');
  if (production && !serviceKey) throw new Error('SERVICE_KEY is required when NODE_ENV=production');
  if (production && !env.JWT_PRIVATE_KEY) throw new Error('JWT_PRIVATE_KEY is required when NODE_ENV=production');
  const smtpUrl = env.SMTP_URL || undefined;
  return {
    env: nodeEnv,
    production,
    host,
    port,
    apiPort,
    authPort,
    mailerPort,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    authUrl: env.AUTH_URL ?? `http://127.0.0.1:${authPort}`,
    mailerUrl: env.MAILER_URL ?? `http://127.0.0.1:${mailerPort}`,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: {
      size: int(env.DB_POOL_SIZE, 0) || DEFAULT_POOL_LIMITS.size,
      waitMs: int(env.DB_POOL_WAIT_MS, 0) || DEFAULT_POOL_LIMITS.waitMs,
      queue: int(env.DB_POOL_QUEUE, DEFAULT_POOL_LIMITS.queue),
      // 0 turns the timeout off.
      statementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_POOL_LIMITS.statementTimeoutMs),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'portal:',
    serviceKey,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : !production,
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Portal de Oportunidades <nao-responda@portal.local>',
    mailTransport: smtpUrl ? 'smtp' : 'outbox',
    cnpjProvider: env.CNPJ_PROVIDER === 'brasilapi' ? 'brasilapi' : 'local',
    cnpjApiUrl: env.CNPJ_API_URL ?? 'https://brasilapi.com.br/api/cnpj/v1',
    crmAdapter: env.CRM_ADAPTER === 'salesforce' ? 'salesforce' : 'local',
    crmTimeoutMs: int(env.CRM_TIMEOUT_MS, DEFAULT_CRM_TIMEOUT_MS),
    upstreamTimeoutMs: int(env.UPSTREAM_TIMEOUT_MS, 0) || DEFAULT_UPSTREAM_TIMEOUT_MS,
    salesforce: {
      loginUrl: env.SALESFORCE_LOGIN_URL ?? 'https://login.salesforce.com',
      instanceUrl: env.SALESFORCE_INSTANCE_URL || undefined,
      clientId: env.SALESFORCE_CLIENT_ID || undefined,
      clientSecret: env.SALESFORCE_CLIENT_SECRET || undefined,
      username: env.SALESFORCE_USERNAME || undefined,
      password: env.SALESFORCE_PASSWORD || undefined,
      apiVersion: env.SALESFORCE_API_VERSION ?? 'v60.0',
    },
    renewalGraceDays: int(env.RENEWAL_GRACE_DAYS, 30),
    mailRetentionDays: int(env.MAIL_RETENTION_DAYS, 0) || MAIL_RETENTION_DAYS,
    jobIntervalMs: int(env.JOB_INTERVAL_MS, 0) || JOB_INTERVAL_MS,
    leaseCheckMs: positiveOrUnset(env.LEASE_CHECK_MS),
    mailDispatchLeaseMs: positiveOrUnset(env.MAIL_DISPATCH_LEASE_MS),
    mailDispatchRetryMs: positiveOrUnset(env.MAIL_DISPATCH_RETRY_MS),
    mailerClaimLeaseMs: positiveOrUnset(env.MAILER_CLAIM_LEASE_MS),
    accountLeaseSeconds: int(env.ACCOUNT_LEASE_SECONDS, ACCOUNT_CREATION_LEASE_SECONDS),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}

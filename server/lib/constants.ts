/** Business constants of spec section 9 and design section 4, named once for the server side. */
export const OPPORTUNITY_VALIDITY_DAYS = 90;
export const ELAPSED_DAYS_CAP = 60;
export const MAX_PAGE_SIZE = 99999;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PROBABILITY_CLOSING = 25;
export const PROBABILITY_CLOSING_VALUES = [25, 50, 75, 100] as const;
export const COUNTRY = 'Brasil';
export const DASHBOARD_LAST_OPPORTUNITIES = 11;
/**
 * List totals are exact up to this many rows; past it a list reports this figure as a lower bound ("mais de 10.000")
 * instead of counting a whole brand on every page (design section 4).
 */
export const EXACT_TOTAL_LIMIT = 10_000;
/** The export holds at most the spec's 99999 rows ("Export up to 99999 rows"), the largest page a list may ask. */
export const EXPORT_MAX_ROWS = 99_999;
/** Rows per query of a streamed export: small enough to keep a service's memory flat, large enough to be few. */
export const EXPORT_BATCH_ROWS = 2_000;

export const CNPJ_LOOKUPS_PER_MINUTE = 3;
export const RESALE_SIGNUPS_PER_HOUR = 5;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_KEEP_SECONDS = 7 * 24 * 3600;
export const REFRESH_TOKEN_TTL_SESSION_SECONDS = 12 * 3600;
export const INVITE_TOKEN_TTL_SECONDS = 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;
/**
 * Password-reset mails per window, per account whoever asks and per client address whichever account: a flood of
 * requests, from many addresses or about many accounts, fills no inbox. The owner needs one mail; an office behind one
 * address has room for its people. The window is a reset link's life, so the last mail of a full window still works.
 */
export const RESET_MAILS_PER_ACCOUNT = 5;
export const RESET_MAILS_PER_IP = 20;
export const RESET_MAIL_WINDOW_SECONDS = 3600;
/**
 * Revocation list. An entry outlives every access token it refuses by the clock skew allowed between the
 * authenticator and the verifying services.
 */
export const REVOCATION_SKEW_SECONDS = 60;
/** The authenticator's stream sends a heartbeat this often; a follower that hears nothing for 2.5 of them reconnects. */
export const REVOCATION_HEARTBEAT_MS = 15_000;
/** While a follower is out of sync it asks the authenticator per token, and remembers each answer this long. */
export const REVOCATION_CHECK_CACHE_MS = 2_000;
export const REVOCATION_CHECK_TIMEOUT_MS = 2_000;
/** Reconnection backoff of a follower whose stream dropped: doubles from the first to the last. */
export const REVOCATION_RETRY_FIRST_MS = 100;
export const REVOCATION_RETRY_MAX_MS = 5_000;
export const LOGIN_FAILURES_PER_EMAIL_IP = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_IP_DAY = 100;

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

/** Passwords are 8 to 128 characters at every door (design section 4): a longer one is refused, never cut. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,128}$/;

/**
 * Product lines of one opportunity (design section 4, limits on input). The gateway refuses more before building
 * the REST body, which would pass the services' body size limit.
 */
export const MAX_PRODUCT_LINES = 100;
export const TOO_MANY_LINES = `No máximo ${MAX_PRODUCT_LINES} linhas de produto por oportunidade`;

/** A request to be told when a protected customer is free ends this many days after it was made (design section 16). */
export const CUSTOMER_WATCH_DAYS = 180;
/** Requests one person may keep waiting at once: the list stays a list, and a script cannot fill the table. */
export const CUSTOMER_WATCHES_PER_USER = 100;

/**
 * How long the contact of a customer (the person at the customer company: name, e-mail, phone) is kept after its
 * opportunity closed (refused or expired), unless the brand sets its own `personalDataRetentionMonths`; then the
 * opportunity job anonymises it (design section 18).
 */
export const PERSONAL_DATA_RETENTION_MONTHS = 24;
/** Opportunities one transaction of that anonymisation touches: a large backlog never holds one long transaction. */
export const PERSONAL_DATA_BATCH = 500;
/**
 * Batches of that anonymisation per brand and run of the hourly job (10,000 opportunities): a backlog (a first run
 * over years of closed opportunities) is worked off over successive hours instead of taking the database from the
 * portal's users; worked off at once, it took a fifth of PostgreSQL's time and doubled the load test's p99.
 */
export const PERSONAL_DATA_BATCHES_PER_RUN = 20;
/**
 * Days a mail is kept once handed on (the API's outbox) or delivered or refused for good (the mailer's queue), unless
 * MAIL_RETENTION_DAYS says otherwise; then it is deleted: its text names people (design section 18).
 */
export const MAIL_RETENTION_DAYS = 90;
/** Mails one statement of that deletion removes: a large backlog is deleted in short statements. */
export const MAIL_PURGE_BATCH = 1_000;

/**
 * Business days a representative has to decide an opportunity in analysis or a renewal request, unless the brand
 * sets its own `decisionTargetBusinessDays`; past it the opportunity is "Fora do prazo" (design section 17).
 */
export const DECISION_TARGET_BUSINESS_DAYS = 2;
/** Opportunities the daily digest of late decisions names; the rest are counted, and the list's filter shows them. */
export const DECISION_DIGEST_ITEMS = 50;

/** The mailer's internal route that deletes its copies of a person's data (an erasure, design section 18). */
export const MAILER_ERASURE_PATH = '/internal/personal-data/erase';

/** Structured JSON logs, one line per event. Never pass secrets, tokens or passwords in `fields`. */
export type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /** Whether a line of this level is written (per-request logging skips its work when not); absent: always. */
  enabled?(level: Level): boolean;
}

export function createLogger(level: Level | 'silent' = 'info', base: Record<string, unknown> = {}): Logger {
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, ...base, msg, ...fields });
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    child: (f) => createLogger(level, { ...base, ...f }),
    enabled: (lvl) => order[lvl] >= order[level],
  };
}

const EMAIL_ADDRESS = /[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
/** A CNPJ as typed, masked or not (a path carries its slash encoded, or none). */
const CNPJ_TEXT = /(?<!\d)\d{2}\.?\d{3}\.?\d{3}(?:\/|%2F)?\d{4}-?\d{2}(?!\d)/gi;

/**
 * A text for a log line without the personal data it may carry (design section 18): e-mail addresses and CNPJs
 * (the path of a company lookup, a mail server's refusal naming its recipient). Logs are kept as the host keeps
 * them, beyond the reach of an erasure.
 */
export const withoutPersonalData = (text: string) =>
  text.replace(EMAIL_ADDRESS, '[e-mail]').replace(CNPJ_TEXT, '[cnpj]');

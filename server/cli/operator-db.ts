import type { Db } from '../db/connection.js';
import type { Config } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';
import { runningPortal } from '../lib/runtime-file.js';
import { openDatabase } from './open-database.js';

/** Whether something answers /healthz at this service URL. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Where the portal holding this data folder's embedded database runs, if one does. The portal says so in
 * `DATA_DIR/portal.json` (lib/runtime-file.ts), whatever ports it was given; an authenticator named explicitly
 * (AUTH_URL or AUTH_PORT) that answers counts too. The default port alone is never probed: a portal there may be
 * another data folder's.
 */
async function portalHoldingDatabase(config: Config, env = process.env): Promise<string | undefined> {
  if ((env.AUTH_URL || env.AUTH_PORT) && (await answers(config.authUrl))) return config.authUrl;
  const portal = runningPortal(config.dataDir);
  if (!portal) return undefined;
  return `${portal.urls.gateway ?? portal.urls.auth ?? 'iniciando'}, pid ${portal.pid}`;
}

/**
 * The database an operator's command writes to: PostgreSQL (DATABASE_URL) while the portal runs, or the embedded one
 * when the portal is stopped. Null, with the reason printed, when the embedded one is in use: writing to it while the
 * portal runs would damage it, since only one process may open it.
 */
async function openOperatorDatabase(config: Config): Promise<Db | null> {
  const holder = config.databaseUrl ? undefined : await portalHoldingDatabase(config);
  if (holder) {
    console.error(
      `O portal está em execução (${holder}) com o banco embutido (PGlite) de ${config.dataDir}, que só um processo pode abrir.\n` +
        'Pare o portal e rode o comando de novo, ou use DATABASE_URL apontando para o PostgreSQL.',
    );
    return null;
  }
  return openDatabase(config, createLogger('warn'));
}

/**
 * Runs an operator's command on that database and closes it after: the command's exit code, or 1 when the database
 * is held. An error of the command's `refused` class (input found invalid once the database is read) is printed, with
 * exit code 1; any other is a defect, and thrown.
 */
export async function onOperatorDatabase(
  config: Config,
  command: (db: Db) => Promise<number>,
  refused?: abstract new (...args: never[]) => Error,
): Promise<number> {
  const db = await openOperatorDatabase(config);
  if (!db) return 1;
  try {
    return await command(db);
  } catch (err) {
    if (!refused || !(err instanceof refused)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await db.close();
  }
}

import type { Db } from '../db/connection.js';
import type { Config } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';
import { openDatabase } from '../runtime.js';

/**
 * The embedded PGlite database can be opened by one process only: writing to it while the portal runs would
 * damage it. A portal answering on the authenticator's port is taken as "running".
 */
async function embeddedDatabaseInUse(authUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/healthz', authUrl), { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The database an operator's command writes to: PostgreSQL (DATABASE_URL) while the portal runs, or the embedded one
 * when the portal is stopped. Null, with the reason printed, when the embedded one is in use.
 */
export async function openOperatorDatabase(config: Config): Promise<Db | null> {
  if (!config.databaseUrl && (await embeddedDatabaseInUse(config.authUrl))) {
    console.error(
      `O portal está em execução em ${config.authUrl} com o banco embutido (PGlite), que só um processo pode abrir.\n` +
        'Pare o portal e rode o comando de novo, ou use DATABASE_URL apontando para o PostgreSQL.',
    );
    return null;
  }
  return openDatabase(config, createLogger('warn'));
}

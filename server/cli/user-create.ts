import { parseArgs } from 'node:util';
import { loadConfig } from '../lib/config.js';
import { createLogger } from '../lib/logger.js';
import { openDatabase } from '../runtime.js';
import {
  createOperatorAccount,
  type OperatorAccountRequest,
  OperatorInputError,
  validateOperatorInput,
} from '../services/auth/operator-accounts.js';

const USAGE = `Uso: npm run user:create -- --role REPRESENTATIVE|SUPPORT|RESALE|SELLER --brand <marca|all> \\
  --email <email> --name "<nome>" [--phone <telefone>]

Cria o usuário (ou acrescenta o papel a um usuário existente) e imprime o link para definir a senha.
Com o banco embutido (PGlite em ./data), pare o portal antes: só um processo pode abrir esse banco.
Com DATABASE_URL (PostgreSQL), o portal pode continuar em execução.`;

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

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        role: { type: 'string' },
        brand: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  let request: OperatorAccountRequest;
  try {
    request = validateOperatorInput({
      role: str('role'),
      brand: str('brand'),
      email: str('email'),
      name: str('name'),
      phone: str('phone'),
    });
  } catch (err) {
    if (!(err instanceof OperatorInputError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl && (await embeddedDatabaseInUse(config.authUrl))) {
    console.error(
      `O portal está em execução em ${config.authUrl} com o banco embutido (PGlite), que só um processo pode abrir.\n` +
        'Pare o portal e rode o comando de novo, ou use DATABASE_URL apontando para o PostgreSQL.',
    );
    return 1;
  }
  const db = await openDatabase(config, createLogger('warn'));
  try {
    const result = await createOperatorAccount(db, request, { publicUrl: config.publicUrl, now: new Date() });
    console.log(result.created ? 'Usuário criado.' : 'O e-mail já tinha uma conta: o papel foi acrescentado a ela.');
    console.log(`Link para definir a senha (válido até ${result.expiresAt.toLocaleString('pt-BR')}):`);
    console.log(result.link);
    return 0;
  } catch (err) {
    if (!(err instanceof OperatorInputError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();

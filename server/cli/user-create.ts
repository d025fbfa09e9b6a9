import { loadConfig } from '../lib/config.js';
import {
  createOperatorAccount,
  type OperatorAccountRequest,
  OperatorInputError,
  validateOperatorInput,
} from '../services/auth/operator-accounts.js';
import { readOptions } from './args.js';
import { onOperatorDatabase } from './operator-db.js';

const USAGE = `Uso: npm run user:create -- --role REPRESENTATIVE|SUPPORT|RESALE|SELLER --brand <marca|all> \\
  --email <email> --name "<nome>" [--phone <telefone>]

Cria o usuário (ou acrescenta o papel a um usuário existente) e imprime o link para definir a senha.
Com o banco embutido (PGlite em ./data), pare o portal antes: só um processo pode abrir esse banco.
Com DATABASE_URL (PostgreSQL), o portal pode continuar em execução.`;

async function main(): Promise<number> {
  const options = readOptions(
    {
      role: { type: 'string' },
      brand: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
    },
    USAGE,
  );
  if (typeof options === 'number') return options;
  const { str } = options;
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
  return onOperatorDatabase(
    config,
    async (db) => {
      const result = await createOperatorAccount(db, request, { publicUrl: config.publicUrl, now: new Date() });
      console.log(result.created ? 'Usuário criado.' : 'O e-mail já tinha uma conta: o papel foi acrescentado a ela.');
      console.log(`Link para definir a senha (válido até ${result.expiresAt.toLocaleString('pt-BR')}):`);
      console.log(result.link);
      return 0;
    },
    OperatorInputError,
  );
}

process.exitCode = await main();

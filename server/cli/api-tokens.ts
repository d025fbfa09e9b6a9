import { loadConfig } from '../lib/config.js';
import {
  type ApiToken,
  ApiTokenInputError,
  createApiToken,
  listApiTokens,
  revokeApiToken,
  validateApiTokenRequest,
} from '../services/auth/api-tokens.js';
import { readOptions } from './args.js';
import { onOperatorDatabase } from './operator-db.js';

const USAGE = `Uso:
  npm run token:create -- --brand <marca> --role REPRESENTATIVE|SUPPORT --name "<nome>" [--read-only] [--expires 90d]
  npm run token:list
  npm run token:revoke -- --name "<nome>"

Tokens de API para ferramentas internas (BI, scripts) consultarem o GraphQL sem a senha de uma pessoa:
  curl -H "Authorization: Bearer <token>" -H "Content-Type: application/json" \\
    -d '{"query":"{ opportunities(page: 1, pageSize: 10) { pageInfo { total } items { id name status } } }"}' \\
    http://<marca>.localhost:4000/graphql
O token age com o papel na marca escolhida, é guardado apenas como hash e aparece uma única vez, na última linha.
--read-only: nenhuma mutação. --expires: 12h, 90d, 2w, 6m, 1y ou AAAA-MM-DD (sem ela, não expira).
Com o banco embutido (PGlite em ./data), pare o portal antes; com DATABASE_URL, o portal pode continuar em execução.`;

const when = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace('T', ' ') : '-');

function statusOf(t: ApiToken, now: Date): string {
  if (t.revokedAt) return `revogado em ${when(t.revokedAt)}`;
  if (t.expiresAt && t.expiresAt <= now) return 'expirado';
  return 'ativo';
}

function printList(tokens: ApiToken[], now: Date) {
  if (!tokens.length) {
    console.log('Nenhum token de API.');
    return;
  }
  console.table(
    tokens.map((t) => ({
      nome: t.name,
      marca: t.brand,
      papel: t.role,
      acesso: t.readOnly ? 'somente leitura' : 'leitura e escrita',
      criado: when(t.createdAt),
      expira: when(t.expiresAt),
      'último uso': when(t.lastUsedAt),
      situação: statusOf(t, now),
    })),
  );
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const options = readOptions(
    {
      brand: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      'read-only': { type: 'boolean' },
      expires: { type: 'string' },
    },
    USAGE,
    rest,
  );
  if (typeof options === 'number') return options;
  if (!['create', 'list', 'revoke'].includes(command ?? '')) {
    console.log(USAGE);
    return command === '--help' || command === '-h' ? 0 : 1;
  }
  const { values, str } = options;
  const now = new Date();
  let request: ReturnType<typeof validateApiTokenRequest> | undefined;
  try {
    if (command === 'create') {
      request = validateApiTokenRequest({
        name: str('name'),
        brand: str('brand'),
        role: str('role'),
        readOnly: values['read-only'] === true,
        expires: str('expires'),
        now,
      });
    } else if (command === 'revoke' && !str('name')?.trim()) {
      throw new ApiTokenInputError('name', 'Informe o nome do token a revogar (--name)');
    }
  } catch (err) {
    if (!(err instanceof ApiTokenInputError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 1;
  }

  return onOperatorDatabase(
    loadConfig(),
    async (db) => {
      if (command === 'list') {
        printList(await listApiTokens(db), now);
        return 0;
      }
      if (command === 'revoke') {
        const revoked = await db.tx((q) => revokeApiToken(q, str('name') ?? '', now));
        if (!revoked) {
          console.error(`Nenhum token ativo com o nome "${str('name')}".`);
          return 1;
        }
        console.log(`Token "${revoked.name}" revogado: deixa de funcionar em todos os serviços agora.`);
        return 0;
      }
      const { token, secret } = await createApiToken(db, request!, now);
      console.log(
        `Token "${token.name}" criado: ${token.role} na marca ${token.brand}` +
          `${token.readOnly ? ', somente leitura' : ''}, ${token.expiresAt ? `válido até ${when(token.expiresAt)} UTC` : 'sem validade'}.`,
      );
      console.log('Guarde-o agora: ele não será mostrado de novo. Use-o como "Authorization: Bearer <token>".');
      console.log(secret);
      return 0;
    },
    ApiTokenInputError,
  );
}

process.exitCode = await main();

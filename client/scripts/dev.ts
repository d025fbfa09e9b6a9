/**
 * `npm run dev`: the whole stack (gateway + services, restarted on change by tsx watch) and the Vite dev server with
 * hot reload, which proxies /graphql, /version.txt and /brands to the gateway. Open http://localhost:5173 (or
 * http://<slug>.localhost:5173 for another brand).
 *   npm run dev -- --mock         the gateway's schema mocks (`npm run dev:mock`) instead of the real stack
 *   npm run dev -- --client-only  only Vite, against a gateway already running on GATEWAY_URL
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const args = new Set(process.argv.slice(2));
const gatewayPort = process.env.PORT ?? '4000';
process.env.GATEWAY_URL ??= `http://localhost:${gatewayPort}`;

let backend: ChildProcess | undefined;
if (!args.has('--client-only')) {
  const command = args.has('--mock') ? ['npm', ['run', 'dev:mock']] : ['npx', ['tsx', 'watch', 'server/main.ts']];
  backend = spawn(command[0] as string, command[1] as string[], { stdio: 'inherit', env: process.env });
  backend.on('exit', (code) => {
    console.error(`servidor encerrado (código ${code})`);
    process.exit(code ?? 1);
  });
}

// Tells the client it runs against the mock gateway: it then shows the scenario toolbar (client/src/dev/).
if (args.has('--mock')) process.env.VITE_MOCK_GATEWAY = 'true';

const server = await createServer({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
await server.listen();
server.printUrls();

const stop = async () => {
  backend?.kill('SIGTERM');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

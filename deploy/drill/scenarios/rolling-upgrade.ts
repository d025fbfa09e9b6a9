/**
 * rollingUpgrade: the portal hosts run the previous release; under load, this release's migrations run once
 * (npm run db:migrate), then one host at a time: drained in HAProxy (no new request goes to it), its services stopped
 * with SIGTERM (they finish what they have), started from this release, ready, put back. No request fails.
 */
import { execFileSync } from 'node:child_process';
import { HOSTS, runIn } from '../hosts.js';
import { runLoad, summary } from '../load.js';
import { stopProcess } from '../processes.js';
import type { Release } from '../release.js';
import { PROJECT_DIR, readEnvFile } from '../render.js';
import type { Figures } from '../results.js';
import {
  dirOf,
  gatewaysUp,
  haproxyStates,
  PORTAL_HOSTS,
  renderPortalHost,
  SERVICES,
  startPortalHost,
  waitFor,
} from '../services.js';
import type { Drill } from './context.js';

function haproxyCommand(command: string): string {
  return runIn(HOSTS.lb, ['socat', 'stdio', `unix-connect:${dirOf(HOSTS.lb, 'run')}/haproxy.sock`], {
    input: `${command}\n`,
  });
}

export function rollingUpgrade(from: Release, to: string) {
  return async (drill: Drill): Promise<Figures> => {
    const steps: string[] = [];
    const at = Date.now();
    const run = await runLoad(drill.dbUrl, 100, [
      {
        name: 'upgrade',
        afterS: 10,
        run: async () => {
          // This release's migrations, once, while the old release serves (they must leave the schema usable by it).
          const env = readEnvFile(drill.units.portal1.envFile);
          execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], {
            cwd: PROJECT_DIR,
            env: { ...process.env, ...env },
            stdio: 'pipe',
          });
          steps.push(`migrated ${Math.round((Date.now() - at) / 1000)} s`);
          for (const h of PORTAL_HOSTS) {
            haproxyCommand(`set server portal_gateways/${h.name} state drain`);
            // Its requests in flight finish: no session left on it in HAProxy.
            await waitFor(
              `${h.name} drained`,
              async () => (await haproxyStates())[`portal_gateways/${h.name}`] === 'DRAIN',
              10_000,
            );
            await new Promise((r) => setTimeout(r, 2_000));
            for (const service of [...SERVICES].reverse()) await stopProcess(`${h.name}-${service}`, 'SIGTERM', 30_000);
            const units = renderPortalHost(h, drill.secrets, { gitCommit: to });
            drill.units[h.name] = units;
            await startPortalHost(h, units);
            haproxyCommand(`set server portal_gateways/${h.name} state ready`);
            await waitFor('both gateways up', gatewaysUp, 30_000);
            steps.push(`${h.name} upgraded ${Math.round((Date.now() - at) / 1000)} s`);
          }
        },
      },
    ]);
    const s = summary(run);
    return {
      // The upgrade carries a migration: one with none proves less, and says so.
      ok: s.errors === 0 && from.newMigrations.length > 0,
      from: from.commit,
      to,
      migrationsApplied: from.newMigrations.length,
      failedRequests: s.errors,
      steps: steps.join('; '),
      ...s,
    };
  };
}

/**
 * portalHostLoss: one portal host's network goes down under load. HAProxy's check (every second, out after one
 * failure) takes it out; the requests in flight on it fail (when HAProxy's `timeout server` ends them: the host never
 * answers), and nothing else: a request sent 3 s after the cut no longer fails.
 */
import { cutNetwork, HOSTS, restoreNetwork } from '../hosts.js';
import { failingSecondsAfter, runLoad, summary } from '../load.js';
import type { Figures } from '../results.js';
import { gatewaysUp, waitFor } from '../services.js';
import type { Drill } from './context.js';

export async function portalHostLoss(drill: Drill): Promise<Figures> {
  const lost = HOSTS.portal1;
  let cutAt = 0;
  const run = await runLoad(drill.dbUrl, 45, [
    {
      name: 'cut',
      afterS: 15,
      run: () => {
        cutAt = Date.now();
        cutNetwork(lost);
      },
    },
  ]);
  const { seconds, failed, inFlightFailed } = failingSecondsAfter(run, cutAt);
  const inFlightAtCut = run.marks.cut?.inFlight ?? 0;
  restoreNetwork(lost);
  await waitFor('both gateways up again', gatewaysUp, 60_000);
  const s = summary(run);
  return {
    ok: seconds <= 3 && failed <= inFlightAtCut,
    errorsAfterS: seconds,
    failedRequests: failed,
    inFlightAtCut,
    inFlightFailed,
    ...s,
  };
}

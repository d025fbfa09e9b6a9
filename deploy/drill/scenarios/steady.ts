/** steady: 60 s of the 200 users through HAProxy over both portal hosts: no error, p99 ≤ 500 ms. */

import { runLoad, summary } from '../load.js';
import type { Figures } from '../results.js';
import type { Drill } from './context.js';

export async function steady(drill: Drill): Promise<Figures> {
  const run = await runLoad(drill.dbUrl, 60);
  const s = summary(run);
  return { ok: s.errors === 0 && s.p99Ms <= 500, ...s };
}

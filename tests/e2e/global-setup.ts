import { ensureClientBuilt } from '../../client/scripts/ensure-built.js';

/** The e2e tests drive the BUILT client, as the gateway serves it: build it when missing or stale. */
export default async function setup() {
  await ensureClientBuilt();
}

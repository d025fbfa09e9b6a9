/** What every scenario is given: the database's URL through HAProxy, the secrets, and how to mend the cluster. */
import type { Host } from '../hosts.js';
import type { Secrets } from '../services.js';

export interface Drill {
  secrets: Secrets;
  /** postgres://portal:…@lb:5000/portal, the portal's own way to the leader. */
  dbUrl: string;
  /** The units of each portal host, by service. */
  units: Record<string, Record<string, string>>;
  /** Brings a database host back (its etcd member and Patroni) and waits until it is the synchronous standby. */
  rejoinDatabase(h: Host): Promise<number>;
}

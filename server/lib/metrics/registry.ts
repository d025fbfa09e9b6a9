import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One Prometheus registry per service (prom-client), each with a `service` label on every series, so that when `npm
 * start` runs every service in one process each one's /metrics still shows only its own traffic. The process's own
 * metrics (CPU, memory, event loop, GC) are collected once per process and appended to every service's page.
 *
 * Labels are bounded by construction: route patterns, never raw paths (http.ts); the names of the operations the
 * server knows, any other as `other` (graphql.ts); the services', limiters' and jobs' names are fixed in the code.
 */
export class ServiceMetrics {
  readonly registry = new Registry();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
  }

  /** The metric `name`, registered on its first use: a service shows only the metrics of what it does. */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return (
      (this.registry.getSingleMetric(name) as Counter<L> | undefined) ??
      new Counter({ name, help, labelNames, registers: [this.registry] })
    );
  }

  histogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
    return (
      (this.registry.getSingleMetric(name) as Histogram<L> | undefined) ??
      new Histogram({ name, help, labelNames, registers: [this.registry] })
    );
  }

  /** A gauge read on scrape: `collect` sets its value(s) each time /metrics is read. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (g: Gauge<L>) => void | Promise<void>,
  ): Gauge<L> {
    const known = this.registry.getSingleMetric(name) as Gauge<L> | undefined;
    if (known) return known;
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  /** The Prometheus text page: this service's series, then the process's. */
  async text(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processRegistry().metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

let processMetrics: Registry | undefined;

function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

const services = new Map<string, ServiceMetrics>();

/** The metrics of `service` in this process (created on first use, then the same object). */
export function serviceMetrics(service: string): ServiceMetrics {
  let m = services.get(service);
  if (!m) {
    m = new ServiceMetrics(service);
    services.set(service, m);
  }
  return m;
}

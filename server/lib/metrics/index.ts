import { requestScope } from '../request-start.js';
import { serviceMetrics } from './registry.js';

export { type OutboxBacklog, type PoolStats, watchDatabase, watchOutbox } from './database.js';
export { metricsRoute, observeRequests } from './http.js';

export type LoginOutcome = 'success' | 'failure' | 'throttled';
export type JobOutcome = 'success' | 'failure' | 'skipped';

/**
 * What domain code counts, in its own words: one call per event, no prom-client in the domain files. Each event is
 * counted in the metrics of the service it belongs to.
 */
export const metrics = {
  /** A login attempt at the authenticator, by how it ended. */
  loginAttempt(outcome: LoginOutcome) {
    serviceMetrics('auth').counter('login_attempts_total', 'Login attempts, by outcome', ['outcome']).inc({ outcome });
  },
  /** A run of a scheduled job of the main API: done, failed, or left to another replica (`skipped`). */
  jobRun(job: string, outcome: JobOutcome) {
    serviceMetrics('api').counter('job_runs_total', 'Scheduled job runs, by job and outcome', ['job', 'outcome']).inc({
      job,
      outcome,
    });
  },
  /**
   * A call refused by the rate limit `limiter`: counted in the service serving the request (the limits are shared
   * code); outside a request, in the process's `unscoped` metrics, which no page shows.
   */
  rateLimited(limiter: string) {
    serviceMetrics(requestScope()?.service ?? 'unscoped')
      .counter('rate_limit_refusals_total', 'Calls refused by a rate limit, by limiter', ['limiter'])
      .inc({ limiter });
  },
};

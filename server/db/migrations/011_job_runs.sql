-- When each scheduled job last ran, whichever replica ran it: a replica whose timer fires within the interval of
-- another's run skips it, so that an hourly job runs once an hour across replicas, not once per replica.
CREATE TABLE IF NOT EXISTS api.job_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);

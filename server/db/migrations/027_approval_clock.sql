-- The approval clock (design section 17). The daily digest of decisions past the brand's target is written once per
-- brand and business day: the job claims the day here, in the transaction that writes the mail, so replicas and
-- restarts never send it twice.
CREATE TABLE api.decision_digests (
  brand    text PRIMARY KEY,
  last_day date NOT NULL
);

-- The "Fora do prazo" filter compares the renewal request with a cutoff; renewals waiting are few, so a partial index.
-- Opportunities in analysis are served by opportunities_list_status_idx (brand, status, created_at).
CREATE INDEX opportunities_renewal_wait_idx ON api.opportunities (brand, request_renovation_at)
  WHERE status = 'awaiting_renovation';

-- The dashboard's time to decision per month (design section 17): each decision (an opportunity or a renewal request
-- leaving its wait) counts, in the transaction that writes it, its business days into this histogram by brand and
-- month of decision (São Paulo calendar). A month's median and 90th percentile come from its few rows, never from a
-- pass over opportunities or history. Decisions taken before this migration are not counted.
CREATE TABLE api.decision_time_counts (
  brand         text NOT NULL,
  month         text NOT NULL,
  business_days int  NOT NULL,
  decisions     int  NOT NULL,
  -- Of those, the decisions past the brand's target at the time.
  overdue       int  NOT NULL,
  PRIMARY KEY (brand, month, business_days)
);

-- One approval clock (design section 17): an opportunity back in analysis after an approved renewal waits from that
-- approval (`renovation_date`, the start of its validity and of its "Tempo em análise"), no longer from its
-- registration. The column already records every renewal's approval, so nothing is backfilled.
--
-- The "Fora do prazo" filter compares the wait's start, `CASE status WHEN analysis THEN COALESCE(renovation_date,
-- created_at) ELSE COALESCE(request_renovation_at, created_at) END`, with a cutoff, inside the creation range of the
-- partial index of waits (a wait never starts before its creation): with the renewal's approval in the INCLUDE, the
-- count and the page stay index-only range scans of that index (031 carried the renewal request only). Rebuilt under
-- its name in the migration's transaction.
DROP INDEX api.opportunities_list_wait_idx;
CREATE INDEX opportunities_list_wait_idx ON api.opportunities (brand, created_at DESC, id DESC)
  INCLUDE (status, request_renovation_at, renovation_date, state, city_search, client_search, resale_id, user_id,
           estimated)
  WHERE NOT is_deleted AND status IN ('analysis', 'awaiting_renovation');

-- The digest lists the longest waits first: those in analysis since their registration come from the index above in
-- creation order, those back in analysis after a renewal from this one, by the renewal's approval (few at a time).
CREATE INDEX opportunities_renewed_wait_idx ON api.opportunities (brand, renovation_date)
  WHERE NOT is_deleted AND status = 'analysis' AND renovation_date IS NOT NULL;

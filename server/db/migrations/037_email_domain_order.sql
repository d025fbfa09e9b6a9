-- migrate: outside a transaction
-- Built CONCURRENTLY: in one transaction, CREATE INDEX held the table's writes for the whole build and DROP INDEX then
-- deadlocked with a registration under load (the drill's rolling upgrade).
-- "E-mail contains" a domain (`@gmail.com`, on a tenth of a brand's rows) read every row of the domain through its
-- index (migration 023: by domain alone), 76,000 rows and 50,000 table pages at a million, to sort them and keep a
-- page. In creation order within each domain, a page reads each matching domain's first rows and merges them
-- (list.ts, termsToMerge; the domains that begin with the typed text come from the same index, one probe each), and
-- with the address and the page's columns in the entry, the count and the few-matches path read no table row (the
-- planner takes an index-only scan on an expression only when the column under it is in the index too, hence
-- `email` included, as in 032).
CREATE INDEX CONCURRENTLY IF NOT EXISTS opportunities_email_domain_cover_idx ON api.opportunities
  (brand, lower(split_part(email, '@', 2)) text_pattern_ops, created_at DESC, id DESC)
  INCLUDE (email, estimated, status, state, city_search, client_search, resale_id, user_id) WHERE NOT is_deleted;
DROP INDEX CONCURRENTLY IF EXISTS api.opportunities_email_domain_idx;

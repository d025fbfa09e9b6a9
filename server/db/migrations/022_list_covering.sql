-- What 200 people at once made plain: nine tenths of the database's time under load went to one statement in
-- fourteen, the list combinations whose index lacked one column they compare or sort by, so every entry sent the
-- scan to the table (a client word of 3% of the brand with a UF and a city: 32,000 table rows for 1,459 matches).
-- Each list index now carries every column a filter, a scope or the other order compares.

-- Client with city, and city with client: each carries the other's folded text.
DROP INDEX api.opportunities_list_client_idx;
CREATE INDEX opportunities_list_client_idx ON api.opportunities (brand, client_search, created_at DESC, id DESC)
  INCLUDE (estimated, status, state, city_search, resale_id, user_id) WHERE NOT is_deleted;
DROP INDEX api.opportunities_list_city_idx;
CREATE INDEX opportunities_list_city_idx ON api.opportunities (brand, city_search, created_at DESC, id DESC)
  INCLUDE (estimated, status, state, client_search, resale_id, user_id) WHERE NOT is_deleted;

-- A date range sorted by value reads the range in creation order and sorts it: the entries carry the value. A
-- value order with a date range walks the value index: its entries carry the creation time.
DROP INDEX api.opportunities_list_created_idx;
CREATE INDEX opportunities_list_created_idx ON api.opportunities (brand, created_at DESC, id DESC)
  INCLUDE (status, state, city_search, client_search, resale_id, user_id, estimated) WHERE NOT is_deleted;
DROP INDEX api.opportunities_list_estimated_idx;
CREATE INDEX opportunities_list_estimated_idx ON api.opportunities (brand, estimated DESC, id DESC)
  INCLUDE (status, state, city_search, client_search, resale_id, user_id, created_at) WHERE NOT is_deleted;

-- A reseller's or a seller's statuses: list.ts merges the statuses asked for, each read from its first rows in
-- creation order. Within one resale that walked the resale's rows of every status (61,000 entries for a page of ten
-- in the largest resale); by resale and status, each status's page starts where its rows are. Counts of a few
-- statuses and the few-matches path read only the matching entries.
CREATE INDEX opportunities_list_resale_status_idx ON api.opportunities (brand, resale_id, status, created_at DESC, id DESC)
  INCLUDE (state, city_search, client_search, user_id, estimated) WHERE NOT is_deleted;
CREATE INDEX opportunities_list_user_status_idx ON api.opportunities (brand, user_id, status, created_at DESC, id DESC)
  INCLUDE (state, city_search, client_search, resale_id, estimated) WHERE NOT is_deleted;

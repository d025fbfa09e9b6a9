-- Every combination of the list's filters at a million opportunities of skewed data (dates bunched in recent months,
-- statuses by age, states by population). The page and count of a combination read the index whose leading column
-- is one of its equality filters, in creation order, with every other column a filter or a scope compares in it
-- (index-only scans): status + a month + a UF read the status's rows of that month and check the UF from the entry,
-- instead of every row of the month (180,000 in a busy month) or a bitmap of every row of the status.

-- Superseded by the partial list indexes: every list query asks for NOT is_deleted, and the planner took these
-- smaller ones for it and then read the table for each row to check the rest.
DROP INDEX api.opportunities_brand_created_idx;
DROP INDEX api.opportunities_brand_status_idx;

-- By status in creation order: a status count reads only its rows, and a page of a status whose rows are all old
-- (awaiting renewal, expired) starts at them (list.ts merges the statuses asked for, each from here).
CREATE INDEX opportunities_list_status_idx ON api.opportunities (brand, status, created_at DESC, id DESC)
  INCLUDE (state, city_search, client_search, resale_id, user_id, estimated) WHERE NOT is_deleted;
-- By UF in creation order: a small state's rows (1% of a brand) without walking the other 99%.
CREATE INDEX opportunities_list_state_idx ON api.opportunities (brand, state, created_at DESC, id DESC)
  INCLUDE (status, city_search, client_search, resale_id, user_id, estimated) WHERE NOT is_deleted;

-- A reseller's and a seller's own lists with filters: the scope's index now carries what the filters compare, so a
-- resale with a tenth of the brand filters its rows from the index instead of reading each one.
DROP INDEX api.opportunities_list_resale_idx;
CREATE INDEX opportunities_list_resale_idx ON api.opportunities (brand, resale_id, created_at DESC, id DESC)
  INCLUDE (status, state, city_search, client_search, user_id, estimated) WHERE NOT is_deleted;
DROP INDEX api.opportunities_list_user_idx;
CREATE INDEX opportunities_list_user_idx ON api.opportunities (brand, user_id, created_at DESC, id DESC)
  INCLUDE (status, state, city_search, client_search, resale_id, estimated) WHERE NOT is_deleted;

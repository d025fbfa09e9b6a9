-- A page of "client contains" (or "city contains") whose matching terms carry more rows than
-- EXACT_TOTAL_LIMIT. At a million rows a common word in a few names (13 names, 5% of a brand) made the page walk the
-- brand's creation order and drop about 37,000 index entries of other clients to find 100 (23 ms). With the rows of
-- each term kept in creation order, a page reads the first rows of each matching term and merges them instead
-- (list.ts, pageByTerms): a few hundred entries. The indexes replaced keep serving what they served: the count and the
-- few-matches path read them by term, alone (created_at, estimated and id are still in them), and the scope's and
-- the status's columns are carried too, so that those checks need no table row either.
DROP INDEX api.opportunities_list_client_idx;
CREATE INDEX opportunities_list_client_idx ON api.opportunities (brand, client_search, created_at DESC, id DESC)
  INCLUDE (estimated, status, state, resale_id, user_id) WHERE NOT is_deleted;
DROP INDEX api.opportunities_list_city_idx;
CREATE INDEX opportunities_list_city_idx ON api.opportunities (brand, city_search, created_at DESC, id DESC)
  INCLUDE (estimated, status, state, resale_id, user_id) WHERE NOT is_deleted;

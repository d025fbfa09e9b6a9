-- The list's "Fora do prazo" filter (design section 17) at a million rows: opportunities waiting for a decision (in
-- analysis, or asking for a renewal) in creation order, carrying every column a filter or a scope compares, the
-- renewal request included. The filter says `status IN ('analysis', 'awaiting_renovation') AND created_at < cutoff`
-- (a wait never starts before its opportunity's creation), so its count and its page are index-only range scans of
-- this index; before it, the two statuses' rows were gathered in a bitmap and read from the table (170 ms for a
-- brand whose recent rows are mostly in analysis).
CREATE INDEX opportunities_list_wait_idx ON api.opportunities (brand, created_at DESC, id DESC)
  INCLUDE (status, request_renovation_at, state, city_search, client_search, resale_id, user_id, estimated)
  WHERE NOT is_deleted AND status IN ('analysis', 'awaiting_renovation');

-- Every list page at a million opportunities of one brand. The lists always ask for `brand = $1 AND NOT
-- is_deleted` (scope.ts), hence the partial indexes; ties are broken by id in the sort's direction (orderSql).

-- Pages by creation, and the offset scan of a deep page: the page's ids come from this index alone (an index-only
-- scan, list.ts), then only the page's rows are read. The included columns let the status, UF and city filters and
-- the resale and seller scopes be answered from the index as well.
CREATE INDEX opportunities_list_created_idx ON api.opportunities (brand, created_at DESC, id DESC)
  INCLUDE (status, state, city, resale_id, user_id) WHERE NOT is_deleted;
-- Sort by estimated value (either direction: an index is read backwards as well).
CREATE INDEX opportunities_list_estimated_idx ON api.opportunities (brand, estimated DESC, id DESC)
  WHERE NOT is_deleted;
-- A reseller's and a seller's own lists, newest first, without walking the whole brand.
CREATE INDEX opportunities_list_resale_idx ON api.opportunities (brand, resale_id, created_at DESC, id DESC)
  WHERE NOT is_deleted;
CREATE INDEX opportunities_list_user_idx ON api.opportunities (brand, user_id, created_at DESC, id DESC)
  WHERE NOT is_deleted;

-- The UF is compared by equality (opportunities/list/filters.ts): stored as the form validates it, upper case, two letters. A UF
-- alone holds a large share of a brand: the covering index above serves it. With a city, the city's trigram index
-- below finds the few rows and the UF is checked on them (a B-tree on the UF would only add a bitmap of the whole
-- state to intersect).
UPDATE api.opportunities SET state = upper(btrim(state)) WHERE state IS DISTINCT FROM upper(btrim(state));

-- CNPJ prefix: LIKE 'prefix%' uses a B-tree only with pattern operators when the collation is not C. A customer's
-- few registrations are sorted from this index alone (list.ts, fewMatches), without reading their rows.
CREATE INDEX opportunities_list_cnpj_idx ON api.opportunities (brand, cnpj text_pattern_ops)
  INCLUDE (created_at, estimated, id) WHERE NOT is_deleted;

-- "Contains" filters (ILIKE '%…%'): trigram indexes. PGlite loads the extension in openDb (connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX opportunities_name_trgm_idx ON api.opportunities USING gin (name gin_trgm_ops);
CREATE INDEX opportunities_fantasy_name_trgm_idx ON api.opportunities USING gin (fantasy_name gin_trgm_ops);
CREATE INDEX opportunities_corporate_name_trgm_idx ON api.opportunities USING gin (corporate_name gin_trgm_ops);
CREATE INDEX opportunities_email_trgm_idx ON api.opportunities USING gin (email gin_trgm_ops);
CREATE INDEX opportunities_register_trgm_idx ON api.opportunities USING gin (register gin_trgm_ops);
CREATE INDEX opportunities_city_trgm_idx ON api.opportunities USING gin (city gin_trgm_ops);

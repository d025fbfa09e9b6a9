-- The "contains" filters on the client (fantasy or corporate name) and the city at a million opportunities.
-- A trigram index finds the rows whose text may match, but an exact count (up to EXACT_TOTAL_LIMIT) then reads every
-- one of them from the table: thousands of scattered pages for a common word. Names and cities repeat (a customer's
-- registrations, a state's capital), so the filter is matched against the distinct values instead (a few thousand,
-- in api.opportunity_search_terms), and the rows carrying them are found by equality in B-trees that hold what a
-- count and a page need (index-only scans). Both filters ignore case and accents (opportunities/list/filters.ts).

-- Case and accents folded, as the stored search columns and the typed filters are compared. translate(), not the
-- unaccent extension, so that PostgreSQL and PGlite fold alike; IMMUTABLE, so that the planner folds a typed pattern
-- to a constant and matches it to the indexes.
CREATE FUNCTION api.search_fold(s text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(s, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ',
                            'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;

-- The client as one searchable text: fantasy and corporate names folded, joined by a unit separator (U+001F) that a
-- filter never contains (opportunities/list/filters.ts drops control characters), so a match never spans the two names and
-- `client_search LIKE '%x%'` is exactly "fantasy or corporate name contains x".
ALTER TABLE api.opportunities ADD COLUMN client_search text, ADD COLUMN city_search text;

-- Kept by a trigger rather than generated columns: every write path (and a bulk copy of rows with `SELECT *`) gets
-- them without naming them.
CREATE FUNCTION api.opportunity_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.client_search := api.search_fold(coalesce(NEW.fantasy_name, '') || chr(31) || coalesce(NEW.corporate_name, ''));
  NEW.city_search := api.search_fold(NEW.city);
  RETURN NEW;
END
$$;
CREATE TRIGGER opportunity_search_columns BEFORE INSERT OR UPDATE OF fantasy_name, corporate_name, city
  ON api.opportunities FOR EACH ROW EXECUTE FUNCTION api.opportunity_search_columns();

-- Indexes replaced below (the trigrams by the terms, the covering index by one with the search columns) go before
-- the columns are filled, so that filling them does not update them too.
DROP INDEX api.opportunities_fantasy_name_trgm_idx;
DROP INDEX api.opportunities_corporate_name_trgm_idx;
DROP INDEX api.opportunities_city_trgm_idx;
DROP INDEX api.opportunities_list_created_idx;
DROP INDEX api.opportunities_list_estimated_idx;

UPDATE api.opportunities SET client_search = api.search_fold(coalesce(fantasy_name, '') || chr(31)
  || coalesce(corporate_name, '')), city_search = api.search_fold(city);

-- Every distinct client and city text ever stored, of any brand: a filter's matching values come from here, by
-- trigram. Terms are only added (a term no row carries any more costs one empty index probe), in the transaction
-- that stores them, so a reader sees the terms of every row it sees.
CREATE TABLE api.opportunity_search_terms (
  kind  text NOT NULL CHECK (kind IN ('client', 'city')),
  term  text NOT NULL,
  PRIMARY KEY (kind, term)
);
CREATE INDEX opportunity_search_terms_trgm_idx ON api.opportunity_search_terms USING gin (term gin_trgm_ops);

CREATE FUNCTION api.opportunity_search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO api.opportunity_search_terms (kind, term)
  SELECT 'client', client_search FROM new_rows WHERE client_search IS NOT NULL
  UNION SELECT 'city', city_search FROM new_rows WHERE city_search IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER opportunity_search_terms_insert AFTER INSERT ON api.opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.opportunity_search_terms_add();
CREATE TRIGGER opportunity_search_terms_update AFTER UPDATE ON api.opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.opportunity_search_terms_add();

INSERT INTO api.opportunity_search_terms (kind, term)
SELECT 'client', client_search FROM api.opportunities WHERE client_search IS NOT NULL
UNION SELECT 'city', city_search FROM api.opportunities WHERE city_search IS NOT NULL;

-- The rows of a matching value, with what a count and a page read (the few-matches path of list.ts sorts them by
-- creation or estimated value without reading the table). The UF follows the city, as the filters combine them.
CREATE INDEX opportunities_list_client_idx ON api.opportunities (brand, client_search)
  INCLUDE (created_at, estimated, id) WHERE NOT is_deleted;
CREATE INDEX opportunities_list_city_idx ON api.opportunities (brand, city_search, state)
  INCLUDE (created_at, estimated, id) WHERE NOT is_deleted;

-- Pages with a client or city filter read the covering indexes of the list orders, which now carry the search
-- columns instead of the raw city (a page walks one and checks each entry against the matching terms). The order by
-- estimated value covers the same columns as the order by creation: a filter or a scope with it reads no table row
-- it then drops (many rows share the top values).
CREATE INDEX opportunities_list_created_idx ON api.opportunities (brand, created_at DESC, id DESC)
  INCLUDE (status, state, city_search, client_search, resale_id, user_id) WHERE NOT is_deleted;
CREATE INDEX opportunities_list_estimated_idx ON api.opportunities (brand, estimated DESC, id DESC)
  INCLUDE (status, state, city_search, client_search, resale_id, user_id) WHERE NOT is_deleted;

-- The name search (opportunities/list/name-search.ts) answers the first names in order: read from here, not sorted from the whole brand.
CREATE INDEX opportunities_name_order_idx ON api.opportunities (brand, name, id) WHERE NOT is_deleted;

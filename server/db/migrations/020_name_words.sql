-- "Name contains" at a million opportunities, with other filters. The trigram index finds the names that may match,
-- but a count (up to EXACT_TOTAL_LIMIT) and every other filter then read each candidate's row from the table: a word
-- in 2% of the names read 8,700 scattered pages (70 ms), and with a status or a month besides, the planner added a
-- bitmap of every row of that status (140-180 ms). A name is words, and what people type is a word or a piece of
-- one: a text without spaces is contained in a name exactly when it is contained in one of the name's words. So the
-- words of every name are kept here, one row per opportunity and distinct word, with what the filters and scopes
-- compare, and such a search becomes what the client and city filters are (migration 012): the matching words come
-- from the vocabulary by trigram, and their rows from B-trees in list order, read alone (list.ts, name-words.ts).
-- A text with a space still goes through the trigram index.
CREATE TABLE api.opportunity_name_words (
  id          uuid NOT NULL REFERENCES api.opportunities(id) ON DELETE CASCADE,
  word        text NOT NULL,
  brand       text NOT NULL,
  created_at  timestamptz NOT NULL,
  estimated   numeric(16, 2) NOT NULL,
  status      text NOT NULL,
  state       text,
  resale_id   uuid,
  user_id     uuid NOT NULL,
  is_deleted  boolean NOT NULL,
  PRIMARY KEY (id, word)
);

-- The words of folded names (api.search_fold), split where the folded text has white space.
CREATE FUNCTION api.name_words(name_search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(coalesce(name_search, ''), '[[:space:]]+') w WHERE w <> ''
$$;

-- Vocabulary of the words, beside the clients' and cities' terms (only added, like them).
ALTER TABLE api.opportunity_search_terms DROP CONSTRAINT opportunity_search_terms_kind_check;
ALTER TABLE api.opportunity_search_terms ADD CONSTRAINT opportunity_search_terms_kind_check
  CHECK (kind IN ('client', 'city', 'word'));

-- Rows inserted, or changed in anything the words carry: their words are written again. Every write path (the
-- portal, the hourly job, an operator's SQL) keeps them, in its own transaction; a deleted row's go with it (FK).
-- Named to fire after the rollups' triggers (opportunity_counts_*, opportunity_decisions_*) and before the search
-- terms' (opportunity_search_terms_*): one order of locks for every transaction.
CREATE FUNCTION api.opportunity_name_words_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM api.opportunity_name_words w USING new_rows n JOIN old_rows o ON o.id = n.id
    WHERE w.id = n.id AND (o.name_search, o.brand, o.created_at, o.estimated, o.status, o.state, o.resale_id,
      o.user_id, o.is_deleted) IS DISTINCT FROM (n.name_search, n.brand, n.created_at, n.estimated, n.status, n.state,
      n.resale_id, n.user_id, n.is_deleted);
    INSERT INTO api.opportunity_name_words (id, word, brand, created_at, estimated, status, state, resale_id, user_id,
      is_deleted)
    SELECT n.id, w, n.brand, n.created_at, n.estimated, n.status, n.state, n.resale_id, n.user_id, n.is_deleted
    FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL api.name_words(n.name_search) w
    WHERE (o.name_search, o.brand, o.created_at, o.estimated, o.status, o.state, o.resale_id, o.user_id, o.is_deleted)
      IS DISTINCT FROM (n.name_search, n.brand, n.created_at, n.estimated, n.status, n.state, n.resale_id, n.user_id,
      n.is_deleted);
  ELSE
    INSERT INTO api.opportunity_name_words (id, word, brand, created_at, estimated, status, state, resale_id, user_id,
      is_deleted)
    SELECT n.id, w, n.brand, n.created_at, n.estimated, n.status, n.state, n.resale_id, n.user_id, n.is_deleted
    FROM new_rows n CROSS JOIN LATERAL api.name_words(n.name_search) w;
  END IF;
  INSERT INTO api.opportunity_search_terms (kind, term)
  SELECT DISTINCT 'word', w FROM new_rows n CROSS JOIN LATERAL api.name_words(n.name_search) w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER opportunity_name_words_insert AFTER INSERT ON api.opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.opportunity_name_words_write();
CREATE TRIGGER opportunity_name_words_update AFTER UPDATE ON api.opportunities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION api.opportunity_name_words_write();

INSERT INTO api.opportunity_name_words (id, word, brand, created_at, estimated, status, state, resale_id, user_id,
  is_deleted)
SELECT o.id, w, o.brand, o.created_at, o.estimated, o.status, o.state, o.resale_id, o.user_id, o.is_deleted
FROM api.opportunities o CROSS JOIN LATERAL api.name_words(o.name_search) w;
INSERT INTO api.opportunity_search_terms (kind, term)
SELECT DISTINCT 'word', word FROM api.opportunity_name_words ON CONFLICT DO NOTHING;

-- A word's rows in either list order, with what the filters and scopes compare: counts and pages read these alone.
CREATE INDEX opportunity_name_words_created_idx ON api.opportunity_name_words (brand, word, created_at DESC, id DESC)
  INCLUDE (estimated, status, state, resale_id, user_id) WHERE NOT is_deleted;
CREATE INDEX opportunity_name_words_estimated_idx ON api.opportunity_name_words (brand, word, estimated DESC, id DESC)
  INCLUDE (created_at, status, state, resale_id, user_id) WHERE NOT is_deleted;

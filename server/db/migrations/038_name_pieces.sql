-- "Name contains" a piece found in more words than the list reads (name-words.ts, NAME_WORDS_LIMIT): a name that
-- carries its creation's date and time in one word (`12/03/2025-14:33`) puts `/2025` in a word per minute of a year,
-- tens of thousands, and the search fell back to the trigram index, whose page walked the creation order past every
-- newer row (302,850 rows, 2 s at a million). So the words are also kept cut into pieces: each run of
-- letters and digits with the character before it (`12`, `/03`, `/2025`, `-14`, `:33`), few and repeated. A typed
-- text is in a name only if the name has a piece that its longest run fits (`/2025`: the pieces that begin with
-- `/2025`; `2025`: those that contain it; `03/20`: those that begin with `/20`, each row then checked against the
-- whole text), and the rows of those few pieces are read from the words' B-trees in list order (list/name-words.ts,
-- pieceAnchor). The pieces are rows of api.opportunity_name_words beside the words (a piece is a substring of a
-- name, so a search by word that finds one finds a row that matches), their vocabulary of kind 'piece'.

-- The pieces of a folded name, word by word. The class is written out, not [[:alnum:]], so that it does not follow
-- the server's locale and the search cuts the typed text alike.
CREATE FUNCTION api.name_pieces(name_search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT m[1] FROM regexp_split_to_table(coalesce(name_search, ''), '[[:space:]]+') w
  CROSS JOIN LATERAL regexp_matches(w, '([^a-z0-9]?[a-z0-9]+)', 'g') m
$$;

-- What api.opportunity_name_words holds for a name: its words and its pieces.
CREATE FUNCTION api.name_entries(name_search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT api.name_words(name_search) UNION SELECT api.name_pieces(name_search)
$$;

ALTER TABLE api.opportunity_search_terms DROP CONSTRAINT opportunity_search_terms_kind_check;
ALTER TABLE api.opportunity_search_terms ADD CONSTRAINT opportunity_search_terms_kind_check
  CHECK (kind IN ('client', 'city', 'word', 'piece'));
-- The pieces' own trigram index: in the one of every term, `/2025%` would find each word of a date and time first.
CREATE INDEX opportunity_search_terms_piece_trgm_idx ON api.opportunity_search_terms USING gin (term gin_trgm_ops)
  WHERE kind = 'piece';

-- Migration 020's trigger, writing the entries (words and pieces) and both vocabularies.
CREATE OR REPLACE FUNCTION api.opportunity_name_words_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM api.opportunity_name_words w USING new_rows n JOIN old_rows o ON o.id = n.id
    WHERE w.id = n.id AND (o.name_search, o.brand, o.created_at, o.estimated, o.status, o.state, o.resale_id,
      o.user_id, o.is_deleted) IS DISTINCT FROM (n.name_search, n.brand, n.created_at, n.estimated, n.status, n.state,
      n.resale_id, n.user_id, n.is_deleted);
    INSERT INTO api.opportunity_name_words (id, word, brand, created_at, estimated, status, state, resale_id, user_id,
      is_deleted)
    SELECT n.id, w, n.brand, n.created_at, n.estimated, n.status, n.state, n.resale_id, n.user_id, n.is_deleted
    FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL api.name_entries(n.name_search) w
    WHERE (o.name_search, o.brand, o.created_at, o.estimated, o.status, o.state, o.resale_id, o.user_id, o.is_deleted)
      IS DISTINCT FROM (n.name_search, n.brand, n.created_at, n.estimated, n.status, n.state, n.resale_id, n.user_id,
      n.is_deleted);
  ELSE
    INSERT INTO api.opportunity_name_words (id, word, brand, created_at, estimated, status, state, resale_id, user_id,
      is_deleted)
    SELECT n.id, w, n.brand, n.created_at, n.estimated, n.status, n.state, n.resale_id, n.user_id, n.is_deleted
    FROM new_rows n CROSS JOIN LATERAL api.name_entries(n.name_search) w;
  END IF;
  INSERT INTO api.opportunity_search_terms (kind, term)
  SELECT DISTINCT 'word', w FROM new_rows n CROSS JOIN LATERAL api.name_words(n.name_search) w
  UNION SELECT DISTINCT 'piece', p FROM new_rows n CROSS JOIN LATERAL api.name_pieces(n.name_search) p
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- The pieces of the names already written: migration 039, in a transaction of its own, so that the lock this one's
-- ALTER TABLE takes on the vocabulary is not held while a million names are cut (every search reads it).

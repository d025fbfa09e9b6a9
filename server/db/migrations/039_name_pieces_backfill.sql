-- The pieces (migration 038) of the names written before it. Apart from 038, whose ALTER TABLE holds the vocabulary's
-- exclusive lock until its transaction ends: this one takes only row locks, so searches and registrations go on while
-- it runs (some minutes at a million names). Rows written meanwhile get their pieces from 038's trigger.
INSERT INTO api.opportunity_name_words (id, word, brand, created_at, estimated, status, state, resale_id, user_id,
  is_deleted)
SELECT o.id, p, o.brand, o.created_at, o.estimated, o.status, o.state, o.resale_id, o.user_id, o.is_deleted
FROM api.opportunities o CROSS JOIN LATERAL api.name_pieces(o.name_search) p
ON CONFLICT DO NOTHING;
INSERT INTO api.opportunity_search_terms (kind, term)
SELECT DISTINCT 'piece', p FROM api.opportunities o CROSS JOIN LATERAL api.name_pieces(o.name_search) p
ON CONFLICT DO NOTHING;

-- The dashboard at a million opportunities with a real history. Two reads stayed proportional to the data:
-- - the decisions per month joined this year's decision entries of the history (hundreds of thousands in a brand
--   with a million opportunities) to their opportunities, for the viewer's scope: seconds;
-- - a brand-wide viewer's counts summed every row of api.opportunity_counts of the brand, one per resale, owner,
--   month and status: with hundreds of resales, a hundred thousand rows.
-- Both now read rollups kept by triggers in the transaction of every change, whichever code or operator makes it,
-- as api.opportunity_counts is: a brand's counts without resale and owner (for the brand-wide viewers), and the
-- decisions per month of decision, by the deciding opportunity's scope and for the whole brand.

-- Counts per month of creation and status for the whole brand: the viewer's scope (scope.ts) for a representative or
-- support names only brand and is_deleted, which both rollups carry.
CREATE TABLE api.opportunity_brand_counts (
  brand       text NOT NULL,
  is_deleted  boolean NOT NULL,
  month       text NOT NULL,
  status      text NOT NULL,
  n           integer NOT NULL,
  estimated   numeric(18, 2) NOT NULL,
  PRIMARY KEY (brand, is_deleted, month, status)
);

-- The deltas of a statement go to both rollups of creation: the scoped one first, then the brand's, each in key
-- order, so that concurrent transactions take the rows of both in one order and cannot deadlock on them.
CREATE OR REPLACE FUNCTION api.opportunity_counts_write(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO api.opportunity_counts AS c (brand, resale_id, user_id, is_deleted, month, status, n, estimated)
  SELECT d.brand, d.resale_id, d.user_id, d.is_deleted, d.month, d.status, sum(d.n), sum(d.estimated)
  FROM jsonb_to_recordset(deltas) AS d(brand text, resale_id uuid, user_id uuid, is_deleted boolean, month text,
    status text, n integer, estimated numeric)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.n) <> 0 OR sum(d.estimated) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT opportunity_counts_key
    DO UPDATE SET n = c.n + excluded.n, estimated = c.estimated + excluded.estimated;
  INSERT INTO api.opportunity_brand_counts AS c (brand, is_deleted, month, status, n, estimated)
  SELECT d.brand, d.is_deleted, d.month, d.status, sum(d.n), sum(d.estimated)
  FROM jsonb_to_recordset(deltas) AS d(brand text, is_deleted boolean, month text, status text, n integer,
    estimated numeric)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.estimated) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (brand, is_deleted, month, status)
    DO UPDATE SET n = c.n + excluded.n, estimated = c.estimated + excluded.estimated;
$$;

INSERT INTO api.opportunity_brand_counts (brand, is_deleted, month, status, n, estimated)
SELECT brand, is_deleted, month, status, sum(n), sum(estimated) FROM api.opportunity_counts GROUP BY 1, 2, 3, 4;

-- The decision a history entry records: 'approved' or 'disapproved' for a change that moved an opportunity there
-- (a renewal's approval included), NULL for anything else. A note never counts: it records nothing that happened.
CREATE FUNCTION api.history_decision(type text, kind text, modifications jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN type = 'opportunity' AND kind = 'change' THEN
    CASE WHEN modifications @> '[{"attribute": "status", "newValue": "approved"}]' THEN 'approved'
         WHEN modifications @> '[{"attribute": "status", "newValue": "disapproved"}]' THEN 'disapproved' END END
$$;

-- An opportunity's id from a history entry's type_id (text: users and resales are typed there too), NULL when it is
-- not a uuid, so that a malformed row written by hand never breaks the statement that writes it.
CREATE FUNCTION api.history_opportunity_id(type_id text) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN type_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN type_id::uuid END
$$;

-- Decisions per month in which they were taken (Brazilian calendar), by the scope of the opportunity decided: a
-- viewer's scope applies to it as to api.opportunity_counts. When an opportunity's scope changes (deleted, moved to
-- another owner) its decisions move with it.
CREATE TABLE api.opportunity_decision_counts (
  brand        text NOT NULL,
  resale_id    uuid,
  user_id      uuid NOT NULL,
  is_deleted   boolean NOT NULL,
  month        text NOT NULL,
  approved     integer NOT NULL,
  disapproved  integer NOT NULL,
  CONSTRAINT opportunity_decision_counts_key UNIQUE NULLS NOT DISTINCT (brand, resale_id, user_id, is_deleted, month)
);
CREATE TABLE api.opportunity_brand_decision_counts (
  brand        text NOT NULL,
  is_deleted   boolean NOT NULL,
  month        text NOT NULL,
  approved     integer NOT NULL,
  disapproved  integer NOT NULL,
  PRIMARY KEY (brand, is_deleted, month)
);

CREATE FUNCTION api.decision_counts_write(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO api.opportunity_decision_counts AS c (brand, resale_id, user_id, is_deleted, month, approved, disapproved)
  SELECT d.brand, d.resale_id, d.user_id, d.is_deleted, d.month, sum(d.approved), sum(d.disapproved)
  FROM jsonb_to_recordset(deltas) AS d(brand text, resale_id uuid, user_id uuid, is_deleted boolean, month text,
    approved integer, disapproved integer)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.approved) <> 0 OR sum(d.disapproved) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT opportunity_decision_counts_key
    DO UPDATE SET approved = c.approved + excluded.approved, disapproved = c.disapproved + excluded.disapproved;
  INSERT INTO api.opportunity_brand_decision_counts AS c (brand, is_deleted, month, approved, disapproved)
  SELECT d.brand, d.is_deleted, d.month, sum(d.approved), sum(d.disapproved)
  FROM jsonb_to_recordset(deltas) AS d(brand text, is_deleted boolean, month text, approved integer,
    disapproved integer)
  GROUP BY 1, 2, 3
  HAVING sum(d.approved) <> 0 OR sum(d.disapproved) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (brand, is_deleted, month)
    DO UPDATE SET approved = c.approved + excluded.approved, disapproved = c.disapproved + excluded.disapproved;
$$;

-- History written, corrected or removed (the portal only inserts; an operator may do the rest): the decisions among
-- the rows, each counted in the scope its opportunity has now. A decision is written in the transaction that changes
-- its opportunity's row, which holds that row's lock, so a concurrent change of the opportunity's scope sees it.
CREATE FUNCTION api.decision_counts_from_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb := '[]';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    deltas := deltas || coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT o.brand, o.resale_id, o.user_id, o.is_deleted,
        to_char(h.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month,
        -count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'approved') AS approved,
        -count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'disapproved') AS disapproved
      FROM old_rows h JOIN api.opportunities o ON o.id = api.history_opportunity_id(h.type_id)
      WHERE api.history_decision(h.type, h.kind, h.modifications) IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5) g), '[]');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    deltas := deltas || coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT o.brand, o.resale_id, o.user_id, o.is_deleted,
        to_char(h.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month,
        count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'approved') AS approved,
        count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'disapproved') AS disapproved
      FROM new_rows h JOIN api.opportunities o ON o.id = api.history_opportunity_id(h.type_id)
      WHERE api.history_decision(h.type, h.kind, h.modifications) IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5) g), '[]');
  END IF;
  IF deltas <> '[]' THEN
    PERFORM api.decision_counts_write(deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER history_decisions_insert AFTER INSERT ON api.history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.decision_counts_from_history();
CREATE TRIGGER history_decisions_update AFTER UPDATE ON api.history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION api.decision_counts_from_history();
CREATE TRIGGER history_decisions_delete AFTER DELETE ON api.history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION api.decision_counts_from_history();

-- An opportunity inserted (its history may already be there: an operator restoring a row), removed, or whose scope
-- changed: its decisions leave the old scope and join the new one. Updates that keep the scope (every decision,
-- every edit, the hourly job) find no row to move and write nothing.
CREATE FUNCTION api.decision_counts_from_opportunities() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb := '[]';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    deltas := coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      WITH changed AS (
        SELECT o AS was, n AS now FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.brand, o.resale_id, o.user_id, o.is_deleted)
          IS DISTINCT FROM (n.brand, n.resale_id, n.user_id, n.is_deleted)
      ), moved AS (
        SELECT (was).id, (was).brand, (was).resale_id, (was).user_id, (was).is_deleted, -1 AS sign FROM changed
        UNION ALL
        SELECT (now).id, (now).brand, (now).resale_id, (now).user_id, (now).is_deleted, 1 FROM changed
      )
      SELECT m.brand, m.resale_id, m.user_id, m.is_deleted,
        to_char(h.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month,
        coalesce(sum(m.sign) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'approved'), 0)
          AS approved,
        coalesce(sum(m.sign) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'disapproved'), 0)
          AS disapproved
      FROM moved m JOIN api.history h ON h.type_id = m.id::text
      WHERE api.history_decision(h.type, h.kind, h.modifications) IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5) g), '[]');
  ELSIF TG_OP = 'DELETE' THEN
    deltas := coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT o.brand, o.resale_id, o.user_id, o.is_deleted,
        to_char(h.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month,
        -count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'approved') AS approved,
        -count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'disapproved') AS disapproved
      FROM old_rows o JOIN api.history h ON h.type_id = o.id::text
      WHERE api.history_decision(h.type, h.kind, h.modifications) IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5) g), '[]');
  ELSE
    deltas := coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT o.brand, o.resale_id, o.user_id, o.is_deleted,
        to_char(h.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month,
        count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'approved') AS approved,
        count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'disapproved') AS disapproved
      FROM new_rows o JOIN api.history h ON h.type_id = o.id::text
      WHERE api.history_decision(h.type, h.kind, h.modifications) IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5) g), '[]');
  END IF;
  IF deltas <> '[]' THEN
    PERFORM api.decision_counts_write(deltas);
  END IF;
  RETURN NULL;
END
$$;

-- Triggers of one event fire in the order of their names: these come after opportunity_counts_*, so that every
-- transaction takes the rollups' rows in one order (creation counts, then decisions, as a decision's history entry
-- follows its change) and two of them cannot deadlock on them.
CREATE TRIGGER opportunity_decisions_insert AFTER INSERT ON api.opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.decision_counts_from_opportunities();
CREATE TRIGGER opportunity_decisions_update AFTER UPDATE ON api.opportunities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION api.decision_counts_from_opportunities();
CREATE TRIGGER opportunity_decisions_delete AFTER DELETE ON api.opportunities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION api.decision_counts_from_opportunities();

-- An operator's TRUNCATE leaves no row to count.
CREATE FUNCTION api.decision_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM api.opportunity_decision_counts;
  DELETE FROM api.opportunity_brand_decision_counts;
  RETURN NULL;
END
$$;
CREATE TRIGGER history_decisions_truncate AFTER TRUNCATE ON api.history
  FOR EACH STATEMENT EXECUTE FUNCTION api.decision_counts_clear();

INSERT INTO api.opportunity_decision_counts (brand, resale_id, user_id, is_deleted, month, approved, disapproved)
SELECT o.brand, o.resale_id, o.user_id, o.is_deleted, to_char(h.created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'),
  count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'approved'),
  count(*) FILTER (WHERE api.history_decision(h.type, h.kind, h.modifications) = 'disapproved')
FROM api.history h JOIN api.opportunities o ON o.id = api.history_opportunity_id(h.type_id)
WHERE api.history_decision(h.type, h.kind, h.modifications) IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
INSERT INTO api.opportunity_brand_decision_counts (brand, is_deleted, month, approved, disapproved)
SELECT brand, is_deleted, month, sum(approved), sum(disapproved) FROM api.opportunity_decision_counts
GROUP BY 1, 2, 3;

-- The old read's index of decision entries has no reader left.
DROP INDEX api.history_opportunity_decisions_idx;

-- A seller's scope names its own user_id (scope.ts), which the rollups' keys do not lead with: without these, a
-- seller's dashboard read every row of its brand's rollups (a hundred thousand with hundreds of resales).
CREATE INDEX opportunity_counts_user_idx ON api.opportunity_counts (brand, user_id);
CREATE INDEX opportunity_decision_counts_user_idx ON api.opportunity_decision_counts (brand, user_id);

-- The dashboard at a million opportunities. Its totals by status (every year) and its registrations per
-- month were one pass over every row of the brand; they now read this rollup, a few rows per resale, owner, month
-- and status. Triggers keep it in the transaction of every change to api.opportunities, whichever code makes it
-- (creation, decisions, the hourly job, deletion), so it can never disagree with the rows. The scope of a viewer
-- (scope.ts: brand, is_deleted, resale_id, user_id) applies to it unchanged.
CREATE TABLE api.opportunity_counts (
  brand       text NOT NULL,
  resale_id   uuid,
  user_id     uuid NOT NULL,
  is_deleted  boolean NOT NULL,
  -- The month of creation in the Brazilian calendar (dashboard/status.ts), 'YYYY-MM'.
  month       text NOT NULL,
  status      text NOT NULL,
  n           integer NOT NULL,
  estimated   numeric(18, 2) NOT NULL,
  CONSTRAINT opportunity_counts_key UNIQUE NULLS NOT DISTINCT (brand, resale_id, user_id, is_deleted, month, status)
);

-- The rows a statement changed, as signed deltas per group: -1 for each row as it was, +1 as it is now. A transition
-- table exists only for the events that have it, so each event reads its own.
CREATE FUNCTION api.opportunity_counts_write(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO api.opportunity_counts AS c (brand, resale_id, user_id, is_deleted, month, status, n, estimated)
  SELECT d.brand, d.resale_id, d.user_id, d.is_deleted, d.month, d.status, sum(d.n), sum(d.estimated)
  FROM jsonb_to_recordset(deltas) AS d(brand text, resale_id uuid, user_id uuid, is_deleted boolean, month text,
    status text, n integer, estimated numeric)
  GROUP BY 1, 2, 3, 4, 5, 6
  -- Only groups that really change are written (an edit of a name or an approval's claim touches none), in key
  -- order, so that two transactions moving rows between the same groups lock them in the same order.
  HAVING sum(d.n) <> 0 OR sum(d.estimated) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT opportunity_counts_key
    DO UPDATE SET n = c.n + excluded.n, estimated = c.estimated + excluded.estimated;
$$;

CREATE FUNCTION api.opportunity_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb := '[]';
BEGIN
  -- Statement level, over the transition tables: a bulk change is one aggregation, not one upsert per row.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    deltas := deltas || coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT brand, resale_id, user_id, is_deleted,
        to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month, status,
        -count(*) AS n, -sum(estimated) AS estimated
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6) g), '[]');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    deltas := deltas || coalesce((SELECT jsonb_agg(to_jsonb(g)) FROM (
      SELECT brand, resale_id, user_id, is_deleted,
        to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month, status,
        count(*) AS n, sum(estimated) AS estimated
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6) g), '[]');
  END IF;
  PERFORM api.opportunity_counts_write(deltas);
  RETURN NULL;
END
$$;

-- A trigger with transition tables serves one event.
CREATE TRIGGER opportunity_counts_insert AFTER INSERT ON api.opportunities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.opportunity_counts_apply();
CREATE TRIGGER opportunity_counts_update AFTER UPDATE ON api.opportunities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api.opportunity_counts_apply();
CREATE TRIGGER opportunity_counts_delete AFTER DELETE ON api.opportunities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION api.opportunity_counts_apply();

INSERT INTO api.opportunity_counts (brand, resale_id, user_id, is_deleted, month, status, n, estimated)
SELECT brand, resale_id, user_id, is_deleted, to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'),
  status, count(*), sum(estimated)
FROM api.opportunities GROUP BY 1, 2, 3, 4, 5, 6;

-- Decisions per month come from the history (dashboard/status.ts): only the year shown is read, through this index
-- of the entries that moved an opportunity to approved or disapproved.
CREATE INDEX history_opportunity_decisions_idx ON api.history (created_at)
  WHERE type = 'opportunity'
    AND (modifications @> '[{"attribute": "status", "newValue": "approved"}]'
      OR modifications @> '[{"attribute": "status", "newValue": "disapproved"}]');

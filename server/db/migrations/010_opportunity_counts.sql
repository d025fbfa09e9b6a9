-- Issue 10: the dashboard at a million opportunities. Its totals by status (every year) and its registrations per
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

CREATE FUNCTION api.opportunity_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level, over the transition tables: a bulk change is one aggregation, not one upsert per row.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO api.opportunity_counts AS c (brand, resale_id, user_id, is_deleted, month, status, n, estimated)
    SELECT brand, resale_id, user_id, is_deleted, to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'),
      status, -count(*), -sum(estimated)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT opportunity_counts_key
      DO UPDATE SET n = c.n + excluded.n, estimated = c.estimated + excluded.estimated;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO api.opportunity_counts AS c (brand, resale_id, user_id, is_deleted, month, status, n, estimated)
    SELECT brand, resale_id, user_id, is_deleted, to_char(created_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'),
      status, count(*), sum(estimated)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT opportunity_counts_key
      DO UPDATE SET n = c.n + excluded.n, estimated = c.estimated + excluded.estimated;
  END IF;
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

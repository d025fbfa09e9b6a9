-- The history the portal writes itself, in the transaction of each change, is the record of what happened: the
-- dashboard's decisions per month are counted from it. POST /history/create (a call of the contract) let a
-- representative write rows of the same shape, so a made-up "analysis → approved" counted as an approval on an
-- expired opportunity. Those rows are now kept apart as notes: `kind` says which is which, a note changes and counts
-- nothing, and the history screen shows it as a note by its author. Rows written before this migration cannot be
-- told apart and stay changes.
ALTER TABLE api.history
  ADD COLUMN kind text NOT NULL DEFAULT 'change' CHECK (kind IN ('change', 'note'));

-- The index of decision entries covers changes only, so that the dashboard's query, which now asks for changes,
-- still reads its year through it (dashboard/status.ts repeats this predicate).
DROP INDEX api.history_opportunity_decisions_idx;
CREATE INDEX history_opportunity_decisions_idx ON api.history (created_at)
  WHERE type = 'opportunity' AND kind = 'change'
    AND (modifications @> '[{"attribute": "status", "newValue": "approved"}]'
      OR modifications @> '[{"attribute": "status", "newValue": "disapproved"}]');

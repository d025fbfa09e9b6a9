-- Kept replies per caller (the main API's kept replies, design section 8). A key is the caller's own: the same key from
-- two callers names two requests, so `caller` (the user id of the access token) joins the primary key, and the
-- replies one caller holds are counted, oldest first, through the second index. Only authenticated callers get rows.
-- The rows kept so far have no caller: they are dropped (a reply is kept for a retry seconds later, and a deploy
-- restarts the API anyway).
DELETE FROM api.idempotent_replies;
ALTER TABLE api.idempotent_replies ADD COLUMN caller text NOT NULL;
ALTER TABLE api.idempotent_replies DROP CONSTRAINT idempotent_replies_pkey;
ALTER TABLE api.idempotent_replies ADD PRIMARY KEY (caller, key);
CREATE INDEX idempotent_replies_caller_created_idx ON api.idempotent_replies (caller, created_at);

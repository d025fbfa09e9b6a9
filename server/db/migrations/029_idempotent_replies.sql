-- Writes the gateway may send twice (design section 8: the main API's kept replies): a write carries a random
-- Idempotency-Key; the key is claimed before the route runs and the reply kept under it before it leaves, so a second
-- attempt gets the first reply instead of doing the work again. status is null while the first attempt runs (or if
-- it never finished). The opportunity job deletes rows after an hour: a retry comes within seconds.
CREATE TABLE api.idempotent_replies (
  key          text PRIMARY KEY,
  -- SHA-256 of method, path, credentials, brand and body: a key is answered only for its own request.
  fingerprint  text NOT NULL,
  created_at   timestamptz NOT NULL,
  status       integer,
  content_type text,
  body         text
);

CREATE INDEX idempotent_replies_created_idx ON api.idempotent_replies (created_at);

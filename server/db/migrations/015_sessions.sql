-- A session (the refresh-token family) carries its own revoked state. Revoking a session marks this one row, and a
-- refresh reads and rotates its token while holding the same row (SELECT … FOR UPDATE), so the two are serialised:
-- a refresh either commits before a logout, a password reset, a deactivation or a reuse (and its successor token is
-- revoked with the rest, since it belongs to the same session) or sees the session revoked and fails. Revoking the
-- family's token rows one by one could not see a successor that a concurrent refresh inserted meanwhile.
CREATE TABLE auth.sessions (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES auth.users(id),
  brand      text NOT NULL,
  keep       boolean NOT NULL DEFAULT true,   -- "Mantenha-me conectado": 7-day tokens instead of 12-hour ones
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_open_by_user_idx ON auth.sessions (user_id) WHERE revoked_at IS NULL;

-- Existing families become sessions: open while one of their tokens was neither spent nor revoked.
INSERT INTO auth.sessions (id, user_id, brand, keep, created_at, revoked_at)
SELECT family_id, (array_agg(user_id))[1], (array_agg(brand))[1], bool_or(keep), min(created_at),
  CASE WHEN bool_or(revoked_at IS NULL AND rotated_at IS NULL) THEN NULL ELSE COALESCE(max(revoked_at), now()) END
FROM auth.refresh_tokens
GROUP BY family_id;

-- The session's row is now the only revoked state; a token row only records whether it was spent.
ALTER TABLE auth.refresh_tokens
  DROP COLUMN revoked_at,
  ADD CONSTRAINT refresh_tokens_session_fk FOREIGN KEY (family_id) REFERENCES auth.sessions(id);

-- Revoked sessions and users whose access tokens may still be unexpired. Every token-verifying service keeps
-- the unexpired entries in memory and refuses a token whose session (`sid`, the refresh-token family) or user is
-- listed: logout and deactivation end access at once, without asking the authenticator on every call.
-- Entries are written under one advisory lock, so `seq` grows in commit order: a reader that has seen seq N has seen
-- every entry before it, and re-syncs by asking for seq > N. Entries past expires_at are pruned.
CREATE TABLE auth.revocations (
  seq        bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('session', 'user')),
  subject    uuid NOT NULL,            -- the refresh-token family id (session) or the user id (user)
  revoked_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL      -- revoked_at + access-token lifetime + clock skew: no token it refuses is left
);
CREATE INDEX revocations_expires_idx ON auth.revocations (expires_at);

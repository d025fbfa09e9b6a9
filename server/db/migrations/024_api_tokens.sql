-- API tokens: internal tools (BI, scripts) query the GraphQL endpoint with a token an operator created
-- (npm run token:create), never with a person's password. Only the digest of the secret is stored. A token acts
-- with one role on one brand; a read-only one runs no mutation. `name` is how logs and the history show it: one live
-- token per name (a revoked name can be given to a new token).
CREATE TABLE auth.api_tokens (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name         text NOT NULL,
  brand        text NOT NULL,
  role         text NOT NULL CHECK (role IN ('REPRESENTATIVE', 'SUPPORT')),
  read_only    boolean NOT NULL DEFAULT false,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  revoked_at   timestamptz,
  last_used_at timestamptz
);
CREATE UNIQUE INDEX api_tokens_live_name_key ON auth.api_tokens (lower(name)) WHERE revoked_at IS NULL;

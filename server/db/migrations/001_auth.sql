-- Authenticator: identities, credentials, role assignments per brand, tokens.
CREATE SCHEMA IF NOT EXISTS auth;

CREATE TABLE auth.users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text NOT NULL,
  email         text NOT NULL,
  phone         text,
  doc           text,                    -- company id (CNPJ) of the resale the user belongs to
  parent_id     uuid REFERENCES auth.users(id), -- a seller's resale user
  active        boolean NOT NULL DEFAULT true,
  password_hash text,                    -- null until the user sets a password from the e-mailed link
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON auth.users (lower(email));
CREATE INDEX users_parent_idx ON auth.users (parent_id);

-- A role for one brand, or for every brand with brand = 'all'.
CREATE TABLE auth.roles (
  user_id uuid NOT NULL REFERENCES auth.users(id),
  name    text NOT NULL CHECK (name IN ('REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER')),
  brand   text NOT NULL,
  PRIMARY KEY (user_id, name, brand)
);
CREATE INDEX roles_brand_idx ON auth.roles (brand, name);

-- Opaque refresh tokens, stored hashed, rotated on every use; reuse of a rotated one revokes its family.
CREATE TABLE auth.refresh_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id   uuid NOT NULL,
  user_id     uuid NOT NULL REFERENCES auth.users(id),
  brand       text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  keep        boolean NOT NULL DEFAULT true,
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON auth.refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON auth.refresh_tokens (user_id);

-- Single-use links to set a password: 'invite' (24 h, new resale or seller) or 'reset' (1 h).
CREATE TABLE auth.password_tokens (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES auth.users(id),
  purpose     text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The signing key pair, kept so that tokens survive a restart (JWT_PRIVATE_KEY overrides it in production).
CREATE TABLE auth.signing_keys (
  kid         text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk  jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Accounts being created in the authenticator (design section 4, cross-service writes): a seller added by
-- a reseller, or the login of a resale sign-up being approved. The row is written before the authenticator is called
-- and removed in the transaction that writes the seller (or approves the sign-up), its history and its invitation, so
-- a seller or an approval exists only once complete. `user_id` is the identity's id, chosen here: the authenticator's
-- create is idempotent on it, and an identity this sequence created can be told from any other and reclaimed.
-- Whoever holds `claim` until `lease_until` finishes the row; once the lease has run out (its process died) a retry
-- or the recovery (start-up and hourly job) takes it over, finishes it, or undoes it.
CREATE TABLE api.account_creations (
  user_id      uuid PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('seller', 'resale')),
  brand        text NOT NULL,
  email        text NOT NULL,
  name         text NOT NULL,
  phone        text NOT NULL,
  doc          text,
  parent_id    uuid,                              -- seller: the reseller (RESALE user) who adds it
  resale_id    uuid REFERENCES api.resales(id),   -- resale: the sign-up being approved
  actor_id     uuid NOT NULL,                     -- who asked (history row): the reseller or the representative
  actor_name   text NOT NULL,
  origin       text NOT NULL,                     -- page origin of the e-mailed set-password link
  claim        uuid NOT NULL,
  lease_until  timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'seller') = (parent_id IS NOT NULL) AND (kind = 'resale') = (resale_id IS NOT NULL))
);
-- One seller creation per e-mail at a time (a second one is the e-mail-in-use refusal); one approval per sign-up.
CREATE UNIQUE INDEX account_creations_seller_email_key ON api.account_creations (lower(email)) WHERE kind = 'seller';
CREATE UNIQUE INDEX account_creations_resale_key ON api.account_creations (resale_id) WHERE kind = 'resale';
CREATE INDEX account_creations_lease_idx ON api.account_creations (lease_until);

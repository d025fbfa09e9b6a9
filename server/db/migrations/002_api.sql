-- Main API: resales, sellers, opportunities, history, companies, CRM records, images, mail outbox.
CREATE SCHEMA IF NOT EXISTS api;

-- Reseller sign-ups, one per brand; owner_user_id is the RESALE user created on approval.
CREATE TABLE api.resales (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand           text NOT NULL,
  status          text NOT NULL DEFAULT 'analysis' CHECK (status IN ('analysis', 'approved', 'disapproved')),
  cnpj            text NOT NULL,
  cep             text,
  city            text,
  street          text,
  state           text,
  country         text NOT NULL DEFAULT 'Brasil',
  fantasy_name    text,
  corporate_name  text,
  contact_name    text NOT NULL,
  phone           text NOT NULL,
  email           text NOT NULL,
  reason          text,
  owner_user_id   uuid,
  decided_by      uuid,
  decided_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
-- A brand never has two live sign-ups with the same e-mail or CNPJ (a rejected one may apply again).
CREATE UNIQUE INDEX resales_brand_email_key ON api.resales (brand, lower(email)) WHERE status <> 'disapproved';
CREATE UNIQUE INDEX resales_brand_cnpj_key ON api.resales (brand, cnpj) WHERE status <> 'disapproved';
CREATE INDEX resales_brand_created_idx ON api.resales (brand, created_at DESC, id);
CREATE INDEX resales_owner_idx ON api.resales (owner_user_id);

-- Sellers of a resale user (id = the authenticator's user id).
CREATE TABLE api.sellers (
  id              uuid PRIMARY KEY,
  resale_user_id  uuid NOT NULL,
  brand           text NOT NULL,
  name            text NOT NULL,
  email           text NOT NULL,
  phone           text NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sellers_resale_idx ON api.sellers (resale_user_id, brand);
CREATE INDEX sellers_brand_idx ON api.sellers (brand, created_at DESC, id);

CREATE TABLE api.opportunities (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand                   text NOT NULL,
  status                  text NOT NULL DEFAULT 'analysis' CHECK (status IN
                            ('analysis', 'approved', 'disapproved', 'awaiting_renovation', 'renovation', 'expired')),
  name                    text,
  cnpj                    text NOT NULL,          -- 14 characters, no mask (numeric or alphanumeric)
  cnpj_root               text NOT NULL,          -- first 8: head office and branches collide for deal protection
  fantasy_name            text,
  corporate_name          text,
  cep                     text,
  street                  text,
  state                   text,
  city                    text,
  country                 text NOT NULL DEFAULT 'Brasil',
  contact                 text,
  phone                   text,
  email                   text,
  network                 boolean,
  justification           text,
  estimated               numeric(16, 2) NOT NULL DEFAULT 0,
  reason                  text,
  probability_closing     integer CHECK (probability_closing IN (25, 50, 75, 100)),
  accepted_term           boolean NOT NULL DEFAULT false,
  seller                  text,
  seller_salesforce_id    text,
  register                text,                   -- CRM record id, set on approval
  opportunity_origin      text,
  resale_id               uuid REFERENCES api.resales(id),
  resale                  text,                   -- resale name at creation
  user_id                 uuid NOT NULL,          -- owner (RESALE or SELLER user)
  owner_name              text,
  owner_email             text,
  renovation_date         timestamptz,
  request_renovation_at   timestamptz,
  renovation_at           timestamptz,            -- when it moved to renovation (grace period start)
  approve_date            timestamptz,
  is_deleted              boolean NOT NULL DEFAULT false,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX opportunities_brand_created_idx ON api.opportunities (brand, created_at DESC, id);
CREATE INDEX opportunities_brand_status_idx ON api.opportunities (brand, status);
CREATE INDEX opportunities_protection_idx ON api.opportunities (brand, cnpj_root, status);
CREATE INDEX opportunities_user_idx ON api.opportunities (user_id);
CREATE INDEX opportunities_resale_idx ON api.opportunities (resale_id);

CREATE TABLE api.opportunity_projects (
  id                          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  opportunity_id              uuid NOT NULL REFERENCES api.opportunities(id),
  position                    integer NOT NULL DEFAULT 0,
  aplication                  text,
  specification               text,
  additional_information      text,
  conclusion_date             date,
  homologated                 boolean,
  have_collector              boolean,
  have_collector_description  text,
  partner                     boolean,
  partner_owner               text,
  partner_name                text,
  opportunity_type            boolean,
  opportunity_type_status     text,
  justification               text
);
CREATE INDEX opportunity_projects_opp_idx ON api.opportunity_projects (opportunity_id, position);

CREATE TABLE api.opportunity_products (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  opportunity_id  uuid NOT NULL REFERENCES api.opportunities(id),
  position        integer NOT NULL DEFAULT 0,
  part_number     text,
  description     text,
  amount          integer NOT NULL DEFAULT 0,
  price           numeric(16, 2) NOT NULL DEFAULT 0,
  accessory       boolean NOT NULL DEFAULT false,
  competition     boolean NOT NULL DEFAULT false
);
CREATE INDEX opportunity_products_opp_idx ON api.opportunity_products (opportunity_id, position);

CREATE TABLE api.history (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand          text,
  type           text NOT NULL CHECK (type IN ('opportunity', 'resale', 'user')),
  type_id        text NOT NULL,
  action_type    text NOT NULL CHECK (action_type IN ('create', 'update')),
  user_id        text,
  username       text,
  modifications  jsonb NOT NULL DEFAULT '[]',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX history_type_id_idx ON api.history (type_id, created_at DESC, id);

-- The local CNPJ register (provider `local`) and the cache of remote lookups (provider `brasilapi`).
CREATE TABLE api.companies (
  cnpj           text PRIMARY KEY,
  razao_social   text NOT NULL,
  nome_fantasia  text,
  cep            text,
  rua            text,
  cidade         text,
  estado         text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE api.cnpj_cache (
  cnpj        text PRIMARY KEY,
  payload     jsonb NOT NULL,
  fetched_at  timestamptz NOT NULL DEFAULT now()
);

-- CRM records of the `local` adapter.
CREATE TABLE api.crm_accounts (
  id          text PRIMARY KEY,
  brand       text NOT NULL,
  cnpj        text NOT NULL,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand, cnpj)
);
CREATE TABLE api.crm_opportunities (
  id              text PRIMARY KEY,
  account_id      text NOT NULL REFERENCES api.crm_accounts(id),
  opportunity_id  uuid NOT NULL,
  name            text NOT NULL,
  amount          numeric(16, 2) NOT NULL,
  stage           text NOT NULL,
  probability     integer,
  close_date      date,
  owner_id        text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE api.crm_sellers (
  user_id  text PRIMARY KEY,
  brand    text NOT NULL,
  name     text NOT NULL,
  active   boolean NOT NULL DEFAULT true
);

CREATE TABLE api.images (
  id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand     text NOT NULL,
  position  integer NOT NULL DEFAULT 0,
  src       text NOT NULL,
  alt       text NOT NULL
);
CREATE INDEX images_brand_idx ON api.images (brand, position);

-- Notifications written in the same transaction as the change that caused them; a dispatcher hands them to the mailer.
CREATE TABLE api.mail_outbox (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind             text NOT NULL,
  brand            text NOT NULL,
  recipients       text[] NOT NULL,
  subject          text NOT NULL,
  content          text NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  sent_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_pending_idx ON api.mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

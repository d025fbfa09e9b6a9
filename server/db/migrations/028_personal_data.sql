-- Personal data of people at customer companies (LGPD; design section 18).
--
-- The legal basis of each registration: the reseller accepted the terms of this version at this time. Rows made
-- before this migration accepted terms too (`accepted_term` is required) but nobody recorded which: they stay null.
ALTER TABLE api.opportunities
  ADD COLUMN accepted_term_version text,
  ADD COLUMN accepted_term_at timestamptz,
  -- When the customer contact (contact, email, phone) was anonymised: by the retention rule of the opportunity job or
  -- by an erasure request. Set once; a set value keeps the job from touching the row again.
  ADD COLUMN personal_data_erased_at timestamptz;

-- The retention rule reads closed opportunities (refused or expired) not yet anonymised, oldest change first. Closed
-- rows change no more (a renewal request moves an expired one out of this set), so `updated_at` is when they closed.
CREATE INDEX opportunities_personal_data_retention_idx ON api.opportunities (brand, updated_at, id)
  WHERE status IN ('disapproved', 'expired') AND personal_data_erased_at IS NULL;

-- A data-subject request finds a person's records by e-mail address within the brand.
CREATE INDEX opportunities_contact_email_idx ON api.opportunities (brand, lower(email));
CREATE INDEX sellers_brand_email_idx ON api.sellers (brand, lower(email));

-- The audit of data-subject requests: who exported or erased which person's data, when, and how many records. The
-- person is kept as the SHA-256 of the normalised e-mail, so the audit does not itself keep the address it erased, yet
-- a later request for the same address can be matched to it. Only the API writes it, in the transaction of the
-- export's read or of the erasure; no call edits or deletes it, and the triggers below refuse that to direct SQL too.
CREATE TABLE api.personal_data_requests (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand       text NOT NULL,
  action      text NOT NULL CHECK (action IN ('export', 'erase')),
  email_hash  text NOT NULL,
  user_id     text NOT NULL,
  username    text NOT NULL,
  records     integer NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX personal_data_requests_brand_idx ON api.personal_data_requests (brand, created_at DESC);

CREATE FUNCTION api.personal_data_requests_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'api.personal_data_requests is append-only';
END;
$$;
CREATE TRIGGER personal_data_requests_append_only BEFORE UPDATE OR DELETE ON api.personal_data_requests
  FOR EACH ROW EXECUTE FUNCTION api.personal_data_requests_append_only();

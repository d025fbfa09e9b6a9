-- A registration whose customer company (names and address) the reseller typed, because the CNPJ lookup service
-- failed, or whose data the API could not confirm against the register when it was created: representatives see it
-- flagged on the details page and can list just those. Set once, at creation.
ALTER TABLE api.opportunities ADD COLUMN company_unverified boolean NOT NULL DEFAULT false;

-- Few registrations carry the flag: a partial index lets the list's filter read only them, in the list's order.
CREATE INDEX opportunities_company_unverified_idx ON api.opportunities (brand, created_at DESC, id)
  WHERE company_unverified;

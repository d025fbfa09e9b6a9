-- An opportunity's conflicts (the other registrations of its customer) are listed newest first, 50 of them, and
-- counted up to a bound: read in that order from here, instead of sorting every registration of a chain (58,000).
CREATE INDEX opportunities_customer_idx ON api.opportunities (brand, cnpj_root, created_at DESC, id DESC)
  WHERE NOT is_deleted;

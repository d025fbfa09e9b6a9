-- The waiting list for protected customers (design section 16): a reseller (RESALE or SELLER) refused because a
-- customer is protected asks to be told when the protection lapses. One row per brand, CNPJ root and requesting user
-- while it waits: asking again is the same request. A row ends by being deleted: when its mail is written (the
-- protection lapsed), when its requester cancels it, or by the opportunity job once `expires_at` has passed
-- (180 days after the request). Nothing about the customer's holder is kept here.
CREATE TABLE api.customer_watches (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand        text NOT NULL,
  cnpj_root    text NOT NULL,
  -- The CNPJ as asked (head office or branch), for the mail's link that opens the form with it filled.
  cnpj         text NOT NULL,
  user_id      uuid NOT NULL,
  user_name    text NOT NULL,
  user_email   text NOT NULL,
  requested_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  CONSTRAINT customer_watches_once UNIQUE (brand, cnpj_root, user_id)
);

-- A lapse reads the customer's requests in the order they were asked; the requester's screen reads its own.
CREATE INDEX customer_watches_customer_idx ON api.customer_watches (brand, cnpj_root, requested_at, id);
CREATE INDEX customer_watches_user_idx ON api.customer_watches (user_id, requested_at DESC);
CREATE INDEX customer_watches_expiry_idx ON api.customer_watches (expires_at);

-- API outbox: a notification may be addressed to a role of the row's brand (e.g. its representatives), whose
-- addresses the dispatcher asks of the authenticator when it sends; the change that caused it never waits on that call.
ALTER TABLE api.mail_outbox ADD COLUMN recipient_role text;
ALTER TABLE api.mail_outbox ADD CONSTRAINT mail_outbox_addressed
  CHECK (recipient_role IS NOT NULL OR cardinality(recipients) > 0);

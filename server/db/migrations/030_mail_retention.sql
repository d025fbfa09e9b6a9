-- Mails name customers' contacts and reseller people (design section 18): once handed on, they are kept for
-- MAIL_RETENTION_DAYS and then deleted, by the opportunity job (the API's outbox) and by the mailer's delivery loop
-- (its queue). These indexes let each find its old rows without reading the whole table.
CREATE INDEX mail_outbox_sent_idx ON api.mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX messages_done_idx ON mailer.messages (created_at) WHERE status <> 'queued';

-- Mailer: a caller may name each message with an idempotency key (the main API sends its outbox row's id). A message
-- posted again with the same key, after a timeout or a lost reply, is answered with the first acceptance and queued
-- once: the unique constraint holds even for concurrent posts. Messages without a key (NULL) never collide.
ALTER TABLE mailer.messages ADD COLUMN idempotency_key text;
ALTER TABLE mailer.messages ADD CONSTRAINT messages_idempotency_key_key UNIQUE (idempotency_key);

-- Mailer: every accepted message is queued here and delivered with retries.
CREATE SCHEMA IF NOT EXISTS mailer;

CREATE TABLE mailer.messages (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject          text NOT NULL,
  content          text NOT NULL,
  content_type     text NOT NULL DEFAULT 'text/html',
  recipients       text[] NOT NULL,
  domain           text,
  status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  message_id       text,
  sent_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_pending_idx ON mailer.messages (next_attempt_at) WHERE status = 'queued';

/**
 * Where delivered mail goes: an SMTP server (SMTP_URL), or by default one `.eml` file per message under
 * `<DATA_DIR>/outbox/`, so that a developer reads every mail (and clicks its links) without a mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../lib/config.js';
import { eraseEmlFiles, purgeEmlFiles } from './eml-files.js';

export interface OutgoingMessage {
  /** The queue row's id: it names the .eml file and the Message-ID, so a retry never produces a second copy. */
  id: string;
  from: { name: string; address: string };
  /** Envelope sender (bounces), the address of MAIL_FROM. */
  envelopeFrom: string;
  to: string[];
  /** Where answers go (a user's message to the brand); unset for the portal's own mail. */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Images the HTML shows as `cid:<cid>`: sent as parts of the message (multipart/related). */
  inlineImages: { cid: string; filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves with the Message-ID once the message is accepted; rejects when it was not (see isPermanentRejection). */
  send(message: OutgoingMessage): Promise<string>;
  /** Deletes what the transport itself keeps of messages written before `before` (the outbox's files; SMTP none). */
  purgeOlderThan(before: Date): Promise<number>;
  /** Deletes what the transport keeps of messages holding any of `values` (an erasure of personal data). */
  eraseHolding(values: string[]): Promise<number>;
  close(): void;
}

/**
 * A permanent refusal of this message, which no retry can change: nodemailer's error for a 5xx reply to the envelope
 * (MAIL FROM, RCPT TO, every recipient refused: `EENVELOPE`) or to the message (DATA: `EMESSAGE`). Anything else is
 * transient: connection refused, timeout, a 4xx, or a 5xx to the login, which is a setting to fix, not a bad message.
 */
export function isPermanentRejection(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown } | null;
  const code = typeof e?.responseCode === 'number' ? e.responseCode : 0;
  return code >= 500 && code < 600 && (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE');
}

const SMTP_CONNECT_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 30_000;

function mailOptions(m: OutgoingMessage) {
  const domain = m.from.address.split('@')[1] ?? 'portal.local';
  return {
    messageId: `<${m.id}@${domain}>`,
    from: m.from,
    to: m.to,
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    envelope: { from: m.envelopeFrom, to: m.to },
    subject: m.subject,
    html: m.html,
    text: m.text,
    attachments: m.inlineImages.map((i) => ({ ...i, contentDisposition: 'inline' as const })),
    // Quoted-printable keeps the .eml files readable in a text editor.
    textEncoding: 'quoted-printable' as const,
  };
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

function createOutboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await composer.sendMail(mailOptions(m));
      await fs.mkdir(dir, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const file = path.join(dir, `${m.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return info.messageId;
    },
    purgeOlderThan: (before) => purgeEmlFiles(dir, before),
    eraseHolding: (values) => eraseEmlFiles(dir, values),
    close() {
      composer.close();
    },
  };
}

function createSmtpTransport(smtpUrl: string): MailTransport {
  // The URL's own settings (credentials, port, ?ignoreTLS=true, ?connectionTimeout=…) win over these defaults.
  // One pooled connection, kept open between messages: a new connection (greeting, EHLO, maybe TLS) per message
  // held the queue to a few messages a second. The delivery loop sends one message at a time anyway.
  const smtp = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(m) {
      const info = await smtp.sendMail(mailOptions(m));
      if (info.rejected?.length && !info.accepted?.length) throw new Error('SMTP rejected every recipient');
      return info.messageId;
    },
    // Delivered mail is the recipients' server's to keep: the portal holds no copy of its own.
    purgeOlderThan: async () => 0,
    eraseHolding: async () => 0,
    close() {
      smtp.close();
    },
  };
}

export function createTransport(config: Config): MailTransport {
  if (config.mailTransport === 'smtp' && config.smtpUrl) return createSmtpTransport(config.smtpUrl);
  return createOutboxTransport(outboxDir(config));
}

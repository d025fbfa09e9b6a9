/**
 * Mails are kept MAIL_RETENTION_DAYS once finished, then deleted (design section 18: their text names customers'
 * contacts and reseller people): the opportunity job deletes the API outbox's mails handed to the mailer, and the
 * mailer's delivery loop its messages delivered or refused for good, and the development transport's .eml files.
 * Mails still waiting are never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RETENTION_DAYS } from '../../server/lib/config.js';
import type { MailerService } from '../../server/services/mailer/service.js';
import { outboxDir } from '../../server/services/mailer/transport.js';
import { DAY_MS } from '../../shared/time.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { runJobOn } from './opportunities-fixture.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const daysAgo = (days: number) => new Date(stack.clock.now().getTime() - days * DAY_MS);

async function outboxMail(subject: string, createdDaysAgo: number, sentDaysAgo: number | null) {
  await stack.db.query(
    `INSERT INTO api.mail_outbox (kind, brand, recipients, subject, content, created_at, sent_at)
     VALUES ('test', 'scanora', ARRAY['contato@cliente.com.br'], $1, '<p>Carla Compras</p>', $2, $3)`,
    [subject, daysAgo(createdDaysAgo), sentDaysAgo === null ? null : daysAgo(sentDaysAgo)],
  );
}

async function mailerMessage(subject: string, createdDaysAgo: number, status: 'queued' | 'sent' | 'failed') {
  await stack.db.query(
    `INSERT INTO mailer.messages (subject, content, recipients, status, created_at, sent_at, next_attempt_at)
     VALUES ($1, '<p>Carla Compras</p>', ARRAY['contato@cliente.com.br'], $2, $3, $4, $5)`,
    [
      subject,
      status,
      daysAgo(createdDaysAgo),
      status === 'sent' ? daysAgo(createdDaysAgo) : null,
      // A queued one is not due yet: the pass must not try to deliver it.
      new Date(stack.clock.now().getTime() + DAY_MS),
    ],
  );
}

const subjects = async (table: string, prefix: string) =>
  (
    await stack.db.query<{ subject: string }>(`SELECT subject FROM ${table} WHERE subject LIKE $1 ORDER BY subject`, [
      `${prefix}%`,
    ])
  ).map((r) => r.subject);

describe('mail retention', () => {
  it('the opportunity job deletes outbox mails handed on longer ago than the retention, and no other', async () => {
    await outboxMail('outbox old sent', MAIL_RETENTION_DAYS + 5, MAIL_RETENTION_DAYS + 1);
    await outboxMail('outbox recent sent', MAIL_RETENTION_DAYS + 5, MAIL_RETENTION_DAYS - 1);
    await outboxMail('outbox old waiting', MAIL_RETENTION_DAYS + 5, null);

    const result = await runJobOn(stack);

    expect(result?.mailsPurged).toBeGreaterThanOrEqual(1);
    expect(await subjects('api.mail_outbox', 'outbox ')).toEqual(['outbox old waiting', 'outbox recent sent']);
  });

  it("the mailer's delivery pass deletes messages finished longer ago than the retention, and no other", async () => {
    await mailerMessage('mailer old sent', MAIL_RETENTION_DAYS + 1, 'sent');
    await mailerMessage('mailer old failed', MAIL_RETENTION_DAYS + 1, 'failed');
    await mailerMessage('mailer recent sent', MAIL_RETENTION_DAYS - 1, 'sent');
    await mailerMessage('mailer old queued', MAIL_RETENTION_DAYS + 1, 'queued');
    // The development transport's copies go by the same rule, by when they were written.
    const outbox = outboxDir(stack.config);
    fs.mkdirSync(outbox, { recursive: true });
    for (const [name, days] of [
      ['old.eml', MAIL_RETENTION_DAYS + 1],
      ['recent.eml', MAIL_RETENTION_DAYS - 1],
    ] as const) {
      fs.writeFileSync(path.join(outbox, name), 'To: contato@cliente.com.br\n\nCarla Compras');
      fs.utimesSync(path.join(outbox, name), daysAgo(days), daysAgo(days));
    }

    await (stack.services.mailer as MailerService).deliverDue();

    expect(await subjects('mailer.messages', 'mailer ')).toEqual(['mailer old queued', 'mailer recent sent']);
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toEqual(['recent.eml']);
  });
});

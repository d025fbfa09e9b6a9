import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer } from '../../server/lib/http.js';
import { sendToOutbox } from '../fixtures/mail.js';
import type { ReceivedMail } from '../fixtures/smtp.js';
import { type Stack, startStack } from '../fixtures/stack.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness.js';

/** `UPDATE_SCREENSHOTS=1` rewrites the committed picture of a mail as Chromium shows it. */
const SCREENSHOT = path.resolve('docs/screenshots/mail-logo.png');

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Queues a mail of `brand`, delivers it to the .eml outbox and reads the file back. */
const sendMail = (brand: string) =>
  sendToOutbox(stack, {
    subject: 'Oportunidade aprovada',
    content: '<p>Sua oportunidade foi aprovada.</p>',
    to: 'ana@loja.com.br',
    domain: brand,
  });

/**
 * A webmail on an origin of its own: it shows the message's HTML and serves the inline parts that its `cid:`
 * references name, as Gmail or Roundcube do. Anything the HTML links elsewhere loads (or not) from there.
 */
async function startWebmail(mail: Omit<ReceivedMail, 'envelope'>) {
  const server = http.createServer((req, res) => {
    const part = req.url?.startsWith('/part/') ? mail.inline[decodeURIComponent(req.url.slice(6))] : undefined;
    if (part) {
      res.writeHead(200, { 'content-type': part.contentType }).end(part.content);
    } else if (req.url === '/') {
      const html = mail.html.replace(
        /src="cid:([^"]+)"/g,
        (_m, cid: string) => `src="/part/${encodeURIComponent(cid)}"`,
      );
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function logoOnPage(page: Page, alt: string) {
  const logo = page.getByRole('img', { name: alt });
  await logo.waitFor();
  await page.waitForLoadState('load');
  return logo.evaluate((img: HTMLImageElement) => ({ loaded: img.complete && img.naturalWidth > 0, src: img.src }));
}

describe('the brand logo of a sent mail, in Chromium', () => {
  it('shows in a webmail on another origin than the portal', async () => {
    const { mail } = await sendMail('yep');
    const webmail = await startWebmail(mail);
    const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
    try {
      await page.goto(webmail.url);
      const logo = await logoOnPage(page, 'Yep Mobilidade');
      expect(logo.loaded).toBe(true);
      expect(new URL(logo.src).origin).toBe(new URL(webmail.url).origin);
      if (process.env.UPDATE_SCREENSHOTS === '1') {
        fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
        await page.screenshot({ path: SCREENSHOT });
      }
    } finally {
      await page.close();
      await closeServer(webmail.server);
    }
  });

  it('shows on the /dev/outbox page of the message', async () => {
    const { id } = await sendMail('scanora');
    const page = await browser.newPage();
    try {
      await page.goto(new URL(`/dev/outbox/${id}`, stack.mailerUrl).href);
      expect((await logoOnPage(page, 'Scanora')).loaded).toBe(true);
    } finally {
      await page.close();
    }
  });
});

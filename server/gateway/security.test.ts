import express from 'express';
import { expect, test } from 'vitest';
import { helmetMiddleware, securityHeaders } from './security.js';

/** The headers of a reply from an app with only `middleware` in front of a plain answer. */
async function headersWith(middleware: express.RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const headers = Object.fromEntries(res.headers);
    delete headers.date;
    return headers;
  } finally {
    server.close();
  }
}

test('the security headers worked out once are the ones helmet sets on each reply', async () => {
  const once = await headersWith(securityHeaders());
  const each = await headersWith(helmetMiddleware());

  expect(once).toEqual(each);
  expect(once['x-powered-by']).toBeUndefined();
  expect(once['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(Object.keys(once).length).toBeGreaterThan(10);
});

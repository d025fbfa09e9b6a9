import { describe, expect, it } from 'vitest';
import { MANY_ROWS } from './scenarios.js';
import { serveMockGateway } from './served.js';

// It imports and builds the whole gateway over the mock schema: seconds on a busy 2-core machine, past the 5 s default.
describe('the export route in mock mode (npm run dev:mock)', { timeout: 60_000 }, () => {
  it('serves the mock list as an export, in the schema vocabulary, with its total and end lines', async () => {
    const gateway = await serveMockGateway();
    try {
      const order = encodeURIComponent(JSON.stringify({ field: 'ESTIMATED', direction: 'DESC' }));
      const reply = await fetch(`${gateway.url}/opportunities/export?order=${order}`);
      const lines = (await reply.text())
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(reply.status).toBe(200);
      expect(lines[0].total).toBe(lines.length - 2);
      expect(lines[1].status).toMatch(/^[A-Z_]+$/);
      expect(lines.at(-1)).toEqual({ end: true });

      // The request's scenario, as on /graphql.
      const exportAs = (scenario: string) =>
        fetch(`${gateway.url}/opportunities/export`, { headers: { 'X-Mock-Scenario': scenario } });
      const many = await exportAs('many');
      expect((await many.text()).trimEnd().split('\n')).toHaveLength(MANY_ROWS + 2);
      const empty = await exportAs('empty');
      expect(await empty.text()).toBe('{"total":0}\n{"end":true}\n');
      const forbidden = await exportAs('errors:FORBIDDEN');
      expect([forbidden.status, (await forbidden.json()).error.code]).toEqual([403, 'FORBIDDEN']);
      const unavailable = await exportAs('errors:SERVICE_UNAVAILABLE');
      expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '5']);
      const expired = await exportAs('expired-session');
      expect([expired.status, (await expired.json()).error.code]).toEqual([401, 'SESSION_EXPIRED']);
      const typo = await exportAs('lots');
      expect([typo.status, (await typo.json()).error.code]).toEqual([400, 'BAD_REQUEST']);
    } finally {
      await gateway.stop();
    }
  });
});

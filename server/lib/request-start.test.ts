import { describe, expect, it } from 'vitest';
import { REQUEST_START_LEAD_MS, requestStart, requestStartOf, withRequestStart } from './request-start.js';

describe('the start of a request', () => {
  const arrival = 1_800_000_000_000;

  it('is the one the gateway sent, within the lead a call may claim', () => {
    expect(requestStartOf(String(arrival - 300), arrival)).toBe(arrival - 300);
    expect(requestStartOf(String(arrival - 60_000), arrival)).toBe(arrival - REQUEST_START_LEAD_MS);
    expect(requestStartOf(String(arrival + 5_000), arrival)).toBe(arrival);
  });

  it('is the arrival when the header is missing or not a time', () => {
    for (const header of [undefined, '', 'yesterday', '-5', '1e12', '12345678901234567890']) {
      expect(requestStartOf(header, arrival)).toBe(arrival);
    }
  });

  it('follows the work of its request across awaits, and is now outside any request', async () => {
    const seen = await withRequestStart(42, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return requestStart();
    });
    expect(seen).toBe(42);
    expect(Math.abs(requestStart() - Date.now())).toBeLessThan(1_000);
  });
});

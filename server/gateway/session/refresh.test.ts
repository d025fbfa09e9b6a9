import { expect, test } from 'vitest';
import type { RestTokens } from '../datasources/types.js';
import { REFRESH_REUSE_WINDOW_MS, RefreshSingleFlight } from './refresh.js';

const pair = (n: number): RestTokens => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  token_type: 'Bearer',
  expires_in: 900,
});

test('concurrent refreshes of one session make one call and share its result', async () => {
  const flight = new RefreshSingleFlight();
  let calls = 0;
  const refresh = () => new Promise<RestTokens>((resolve) => setTimeout(() => resolve(pair(++calls)), 10));

  const results = await Promise.all(Array.from({ length: 20 }, () => flight.run('r0', refresh)));

  expect(calls).toBe(1);
  expect(new Set(results.map((r) => r.access_token))).toEqual(new Set(['a1']));
});

test('a late request with the old refresh token reuses the rotation, until the window ends', async () => {
  let now = 0;
  const flight = new RefreshSingleFlight(() => now);
  let calls = 0;
  const refresh = async () => pair(++calls);

  await flight.run('r0', refresh);
  now += REFRESH_REUSE_WINDOW_MS - 1;
  const late = await flight.run('r0', refresh);
  now += 2;
  await flight.run('r0', refresh);

  expect(late.access_token).toBe('a1');
  expect(calls).toBe(2);
});

test('a failed refresh is not remembered: the next request tries again', async () => {
  const flight = new RefreshSingleFlight();
  let calls = 0;

  await expect(flight.run('r0', async () => Promise.reject(new Error(`refused ${++calls}`)))).rejects.toThrow(
    'refused 1',
  );
  await expect(flight.run('r0', async () => pair(++calls))).resolves.toMatchObject({ access_token: 'a2' });
});

test('forget drops the rotations of one session, both ways along its chain, and no other', async () => {
  const flight = new RefreshSingleFlight();
  let calls = 0;
  const refresh = async () => pair(++calls);

  await flight.run('r0', refresh); // r0 -> r1
  await flight.run('r1', refresh); // r1 -> r2
  await flight.run('x0', refresh); // another session: x0 -> r3
  flight.forget('r1');

  expect((await flight.run('r0', refresh)).access_token).toBe('a4');
  expect((await flight.run('r1', refresh)).access_token).toBe('a5');
  expect((await flight.run('x0', refresh)).access_token).toBe('a3');
});

import { expect, test } from 'vitest';
import type { RestTokens } from '../datasources/types.js';
import { RefreshSingleFlight } from './refresh.js';

const pair = (n: number): RestTokens => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  token_type: 'Bearer',
  expires_in: 900,
});

/** An authenticator that rotates: every call a new pair, numbered; `presented` lists the tokens it was shown. */
function authenticator() {
  const presented: string[] = [];
  return {
    presented,
    refresh: (token: string) => async () => {
      presented.push(token);
      return pair(presented.length);
    },
  };
}

test('concurrent refreshes of one session make one call and share its result', async () => {
  const flight = new RefreshSingleFlight();
  let calls = 0;
  const refresh = () => new Promise<RestTokens>((resolve) => setTimeout(() => resolve(pair(++calls)), 10));

  const results = await Promise.all(
    Array.from({ length: 20 }, () => flight.run('r0', flight.arrive().number, refresh)),
  );

  expect(calls).toBe(1);
  expect(new Set(results.map((r) => r.access_token))).toEqual(new Set(['a1']));
});

test('a request that arrived before the rotation completed shares it, even when it asks afterwards', async () => {
  const flight = new RefreshSingleFlight();
  const auth = authenticator();
  const first = flight.arrive();
  const second = flight.arrive();

  await flight.run('r0', first.number, auth.refresh('r0'));
  const late = await flight.run('r0', second.number, auth.refresh('r0'));

  expect(late.access_token).toBe('a1');
  expect(auth.presented).toEqual(['r0']);
});

test('a request that arrived after the rotation completed goes to the authenticator (no grace)', async () => {
  const flight = new RefreshSingleFlight();
  const auth = authenticator();
  const first = flight.arrive();

  await flight.run('r0', first.number, auth.refresh('r0'));
  const replay = await flight.run('r0', flight.arrive().number, auth.refresh('r0'));

  // The authenticator sees the reuse (and revokes the family); the gateway hands out nothing of its own.
  expect(replay.access_token).toBe('a2');
  expect(auth.presented).toEqual(['r0', 'r0']);
});

test('a rotation is forgotten once every request that arrived before it completed has been answered', async () => {
  const flight = new RefreshSingleFlight();
  const auth = authenticator();
  const first = flight.arrive();
  const second = flight.arrive();
  await flight.run('r0', first.number, auth.refresh('r0'));

  first.left();
  second.left();
  await flight.run('r0', second.number, auth.refresh('r0'));

  expect(auth.presented).toEqual(['r0', 'r0']);
});

test('a failed refresh is not remembered: the next request tries again', async () => {
  const flight = new RefreshSingleFlight();
  const arrival = flight.arrive().number;
  let calls = 0;

  await expect(flight.run('r0', arrival, async () => Promise.reject(new Error(`refused ${++calls}`)))).rejects.toThrow(
    'refused 1',
  );
  await expect(flight.run('r0', arrival, async () => pair(++calls))).resolves.toMatchObject({ access_token: 'a2' });
});

test('forget drops the rotations of one session, both ways along its chain, and no other', async () => {
  const flight = new RefreshSingleFlight();
  const auth = authenticator();
  const open = flight.arrive().number;

  await flight.run('r0', open, auth.refresh('r0')); // r0 -> r1
  await flight.run('r1', open, auth.refresh('r1')); // r1 -> r2
  await flight.run('x0', open, auth.refresh('x0')); // another session: x0 -> r3
  flight.forget('r1');

  expect((await flight.run('r0', open, auth.refresh('r0'))).access_token).toBe('a4');
  expect((await flight.run('r1', open, auth.refresh('r1'))).access_token).toBe('a5');
  expect((await flight.run('x0', open, auth.refresh('x0'))).access_token).toBe('a3');
});

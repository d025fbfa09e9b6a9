import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionGate } from './connection-gate.js';
import { DatabaseBusyError, isOverloadError } from './errors.js';

afterEach(() => vi.useRealTimers());

/** Lets the promise jobs queued so far run. */
const settle = () => new Promise((r) => setImmediate(r));

describe('the connection gate', () => {
  it('lends its permits at once while some are free', async () => {
    const gate = new ConnectionGate(2, 10, 1_000);
    await gate.enter(5);
    await gate.enter(1);
    expect(gate.waiting).toBe(0);
  });

  it('hands a freed permit to the oldest request, not to the first call that asked', async () => {
    const gate = new ConnectionGate(1, 10, 1_000);
    const leave = await gate.enter(100);
    const served: string[] = [];
    const ask = (name: string, start: number) =>
      gate.enter(start).then((l) => {
        served.push(name);
        return l;
      });
    const newer = ask('newer', 300);
    const older = ask('older', 200);
    const sameAsOlder = ask('same start, later call', 200);
    leave();
    (await older)();
    (await sameAsOlder)();
    (await newer)();
    expect(served).toEqual(['older', 'same start, later call', 'newer']);
  });

  it('gives a permit back once, however often its holder leaves', async () => {
    const gate = new ConnectionGate(1, 10, 1_000);
    const leave = await gate.enter(1);
    const second = gate.enter(2);
    const third = gate.enter(3);
    leave();
    leave();
    await second;
    await settle();
    expect(gate.waiting).toBe(1);
    (await second)();
    (await third)();
  });

  it('refuses at once a call past the queue, and fails one that waited past its bound', async () => {
    vi.useFakeTimers();
    const gate = new ConnectionGate(1, 1, 500);
    await gate.enter(1);
    const waiting = gate.enter(2).catch((e) => e);
    await expect(gate.enter(3)).rejects.toBeInstanceOf(DatabaseBusyError);
    vi.advanceTimersByTime(500);
    expect(isOverloadError(await waiting)).toBe(true);
    expect(gate.waiting).toBe(0);
  });

  it('lets no new call overtake a waiting one when a permit frees up', async () => {
    const gate = new ConnectionGate(1, 10, 1_000);
    const leave = await gate.enter(1);
    const waiting = gate.enter(50);
    leave();
    // The permit went to the waiter: a newcomer, even an older request, waits for it.
    const newcomer = gate.enter(0);
    await settle();
    expect(gate.waiting).toBe(1);
    (await waiting)();
    (await newcomer)();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse, warmIntlOffThread } from './intlWarmup.js';

/** A worker that answers (or fails) when told to, and records that it was ended. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.last = this;
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmIntlOffThread', () => {
  it('resolves once the worker has loaded the data, and ends the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntlOffThread();
    expect(FakeWorker.last?.url.pathname).toMatch(/intlWarmup\.worker/);
    FakeWorker.last?.onmessage?.();
    await warm;
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('does not wait past its limit for a worker that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    let settled = false;
    const warm = warmIntlOffThread(300).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await warm;
    expect(FakeWorker.last?.terminated).toBe(true);
  });

  it('goes on when the worker fails or cannot start', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failed = warmIntlOffThread();
    FakeWorker.last?.onerror?.();
    await failed;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by the Content-Security-Policy');
        }
      },
    );
    await warmIntlOffThread();
    vi.stubGlobal('Worker', undefined);
    await warmIntlOffThread();
  });
});

describe('onFirstUse', () => {
  it('makes the value on the first call only', () => {
    const make = vi.fn(() => ({}));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(get()).toBe(get());
    expect(make).toHaveBeenCalledTimes(1);
  });
});

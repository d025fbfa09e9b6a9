import type { Deflated, Deflater } from './deflate.js';

/** Writes handed to the worker and not yet deflated, at most: the page waits rather than queue the whole sheet. */
const MAX_IN_FLIGHT = 4;

interface Waiter {
  resolve(): void;
  reject(err: Error): void;
}

/**
 * Deflaters backed by one worker (deflate.worker.ts), one entry at a time: the same results as gzipDeflater,
 * computed on another thread. `terminate` ends the worker.
 */
export function workerDeflaters(): { open(): Deflater; terminate(): void } {
  const worker = new Worker(new URL('./deflate.worker.ts', import.meta.url), { type: 'module' });
  let inFlight = 0;
  let waiters: Waiter[] = [];
  let closing: { resolve(d: Deflated): void; reject(err: Error): void } | undefined;
  let failure: Error | undefined;
  const fail = (err: Error) => {
    failure ??= err;
    for (const w of waiters) w.reject(err);
    waiters = [];
    closing?.reject(err);
    closing = undefined;
  };
  worker.onmessage = ({ data }) => {
    if (data.type === 'written') {
      inFlight--;
      waiters.shift()?.resolve();
    } else if (data.type === 'closed') {
      closing?.resolve(data.result);
      closing = undefined;
    } else if (data.type === 'failed') fail(new Error(data.message));
  };
  worker.onerror = (event) => fail(new Error(event.message || 'deflate worker failed'));
  return {
    open() {
      worker.postMessage({ type: 'open' });
      return {
        async write(bytes) {
          if (failure) throw failure;
          worker.postMessage({ type: 'write', bytes }, [bytes.buffer]);
          inFlight++;
          while (inFlight >= MAX_IN_FLIGHT)
            await new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
        },
        close() {
          if (failure) return Promise.reject(failure);
          return new Promise<Deflated>((resolve, reject) => {
            closing = { resolve, reject };
            worker.postMessage({ type: 'close' });
          });
        },
        async abort() {
          worker.postMessage({ type: 'abort' });
        },
      };
    },
    terminate: () => worker.terminate(),
  };
}

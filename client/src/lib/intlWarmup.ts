/**
 * The first Intl formatter of a locale loads that locale's data (and a time zone's): 20-25 ms of the page's thread
 * each on this machine, 70-110 ms in Chromium with Lighthouse's 4x CPU slowdown, counted as blocking time. ICU keeps
 * that data for the whole renderer process, so a worker loads it meanwhile (intlWarmup.worker.ts); once it has
 * answered, the page's formatters take 0-2 ms.
 *
 * Resolves when the worker has answered or failed, or after `limitMs`: a slow or missing worker only means the page
 * makes its formatters the slow way, as it would without one.
 */
export function warmIntlOffThread(limitMs = 1500): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    try {
      worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      done();
    }
  });
}

/** A value made on first use: module-level formatters that cost nothing until a page writes with them. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

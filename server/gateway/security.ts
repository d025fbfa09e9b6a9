import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers for every reply (helmet). The Content-Security-Policy allows only this origin: no CDN, no
 * inline script. Styles also allow 'unsafe-inline' because Chakra UI (emotion) writes its styles into <style>
 * elements at run time; images allow data: URIs (small icons). upgrade-insecure-requests is left out: the
 * embedded set-up answers plain http on `<brand>.localhost`.
 */
export function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}

/**
 * helmet's headers, worked out once: with this configuration they depend on nothing in the request, so helmet is
 * run against a recording reply at start-up and every reply gets the same headers set in one pass, instead of
 * going through helmet's chain of eleven middlewares and building the policy text each time.
 */
export function securityHeaders(): RequestHandler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as Response;
  let done = false;
  helmetMiddleware()({ headers: {} } as never, recorder, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

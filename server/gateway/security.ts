import helmet from 'helmet';

/**
 * Security headers for every reply (helmet). The Content-Security-Policy allows only this origin: no CDN, no
 * inline script. Styles also allow 'unsafe-inline' because Chakra UI (emotion) writes its styles into <style>
 * elements at run time; images allow data: URIs (small icons). upgrade-insecure-requests is left out: the
 * embedded set-up answers plain http on `<brand>.localhost`.
 */
export function securityHeaders() {
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

import { config } from 'zod/mini';

// zod compiles object parsers with `new Function` when the page allows eval, and probes for it by trying once:
// the Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses it and the browser reports a violation
// on every page with a form. Parsing without compiling is as correct and fast enough for forms.
config({ jitless: true });

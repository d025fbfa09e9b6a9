import { runServices } from './runtime.js';

// The embedded default: every service in one process on the PGlite database under ./data.
await runServices(['auth', 'mailer', 'api']);

import { runServices } from '../../runtime.js';

// Split deployment: this service alone (point DATABASE_URL at the shared PostgreSQL).
await runServices(['api']);

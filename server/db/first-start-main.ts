import { createLogger } from '../lib/logger.js';
import { type FirstStartOptions, firstStart } from './first-start.js';

// The child process of a first start (see first-start.ts): its options as JSON in the first argument.
const opts = JSON.parse(process.argv[2] ?? '') as FirstStartOptions;
// Its parent gone (killed during the start), it stops too rather than finish on a folder someone may open again.
process.on('disconnect', () => process.exit(1));
await firstStart(opts, createLogger(opts.logLevel, { process: 'first-start' }));
process.exit(0);

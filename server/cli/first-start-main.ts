import fs from 'node:fs';
import { createLogger } from '../lib/logger.js';
import { type FirstStartOptions, firstStart, stagingDir } from './first-start.js';

// The child process of a first start (see first-start.ts): its options as JSON in the first argument.
const opts = JSON.parse(process.argv[2] ?? '') as FirstStartOptions;
// Its parent gone (killed during the start), it stops too, with what it built, rather than finish on a folder that
// the next start may be setting up.
process.on('disconnect', () => {
  fs.rmSync(stagingDir(opts.dataDir), { recursive: true, force: true });
  process.exit(1);
});
await firstStart(opts, createLogger(opts.logLevel, { process: 'first-start' }), () => !process.connected);
process.exit(0);

import fs from 'node:fs';
import { expect, test } from 'vitest';
import { readVersion } from './probes.js';

const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

test('the version is the package version and the short commit of GIT_COMMIT', () => {
  expect(readVersion({ GIT_COMMIT: '694816a1f2e3d4c5b6a7' })).toBe(`${version}+694816a`);
});

test('without GIT_COMMIT it asks git, and says "dev" when there is no commit to name', () => {
  expect(readVersion({})).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}\\+([0-9a-f]{7,}|dev)$`));
});

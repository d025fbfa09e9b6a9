// `npm run schema:check` (CI): fails on a breaking change of the served schema since the last release
// (schema/release/schema.graphql) that docs/schema-changes.md does not record, and on a stale docs/schema-reference.md.
import { checkSdl } from './check.js';
import { FILES, freshReference, readFile, servedSchema, servedSdl } from './sources.js';

const snapshot = readFile(FILES.snapshot);
if (snapshot === undefined) {
  console.error(`✗ No released schema at ${FILES.snapshot}: run \`npm run schema:release\` to make the first one.`);
  process.exit(1);
}

const served = servedSchema();
const result = checkSdl(snapshot, servedSdl(served), readFile(FILES.changelog) ?? '');
const failures: string[] = [];

for (const change of result.dangerous) {
  console.warn(`⚠ Dangerous (allowed): ${change} A client may meet a value, argument or default it did not expect.`);
}
for (const change of result.recorded) console.log(`✓ Breaking, recorded in ${FILES.changelog}: ${change}`);
for (const record of result.unmatchedRecords) {
  console.warn(`⚠ ${FILES.changelog} records \`${record}\` under Unreleased, but no such breaking change was found.`);
}

if (result.unrecorded.length > 0) {
  failures.push(
    [
      `${result.unrecorded.length} breaking change(s) since the last release, not recorded in ${FILES.changelog}:`,
      ...result.unrecorded.map((change) => `\n  ${change.description}\n    ${change.advice}`),
      `\nTo make a breaking change on purpose, record it: under "## Unreleased" in ${FILES.changelog}, a list item that`,
      'starts with the description above in backticks, then says why and what clients should do instead, e.g.',
      `  - \`${result.unrecorded[0].description}\` Why, and what clients use instead.`,
    ].join('\n'),
  );
}
if (readFile(FILES.reference) !== freshReference(served)) {
  failures.push(`${FILES.reference} is stale: run \`npm run schema:reference\` and commit it.`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`\n✗ ${failure}`);
  process.exit(1);
}
console.log(`✓ No unrecorded breaking change since ${FILES.snapshot}; ${FILES.reference} is up to date.`);

// `npm run schema:release [-- <label>]`, at release time: the served schema becomes the released one. The Unreleased
// entries of docs/schema-changes.md move under a heading dated today (UTC) and the snapshot and reference are
// rewritten. Refused while a breaking change is not recorded: `npm run schema:check` says which.
import { releaseChangelog } from './changelog.js';
import { checkSdl } from './check.js';
import { FILES, formatLikeBiome, freshReference, readFile, servedSchema, servedSdl, writeFile } from './sources.js';

const changelog = readFile(FILES.changelog);
if (changelog === undefined) {
  console.error(`✗ ${FILES.changelog} is missing: it holds the "## Unreleased" section this release moves.`);
  process.exit(1);
}

const served = servedSchema();
const sdl = servedSdl(served);
const snapshot = readFile(FILES.snapshot);
if (snapshot !== undefined) {
  const { unrecorded } = checkSdl(snapshot, sdl, changelog);
  if (unrecorded.length > 0) {
    console.error(`✗ ${unrecorded.length} breaking change(s) not recorded: run \`npm run schema:check\` to see them.`);
    process.exit(1);
  }
}

const date = new Date().toISOString().slice(0, 10);
const label = process.argv[2] ?? (snapshot === undefined ? 'first release' : undefined);
const whenEmpty =
  snapshot === undefined
    ? [`- First release of the schema: \`${FILES.snapshot}\`.`]
    : [`- No breaking change (the diff of \`${FILES.snapshot}\` shows the additions).`];
const released = releaseChangelog(changelog, label ? `${date} — ${label}` : date, whenEmpty);

writeFile(FILES.changelog, formatLikeBiome(released, FILES.changelog));
writeFile(FILES.snapshot, formatLikeBiome(sdl, FILES.snapshot));
writeFile(FILES.reference, freshReference(served));
console.log(`Released the schema of ${date}: wrote ${FILES.snapshot}, ${FILES.changelog} and ${FILES.reference}.`);

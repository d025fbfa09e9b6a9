import { describe, expect, test } from 'vitest';
import { recordedChanges, releaseChangelog } from './changelog.js';
import { checkSdl } from './check.js';
import { FILES, readFile, servedSdl } from './sources.js';

const changelogRecording = (...descriptions: string[]) =>
  [
    '# Schema changes',
    '',
    '## Unreleased',
    '',
    ...descriptions.map((d) => `- \`${d}\` Why.`),
    '',
    '## 2026-11-27',
  ].join('\n');
const NOTHING_RECORDED = changelogRecording();

const released = `
  enum Status { OPEN CLOSED }
  type Query {
    opportunity(id: ID!): Opportunity
    status: Status
  }
  type Opportunity {
    id: ID!
    name: String
    legacyCode: String @deprecated(reason: "Use id.")
  }
`;

describe('the committed schema', () => {
  test('has no breaking change since its last release that docs/schema-changes.md does not record', () => {
    const snapshot = readFile(FILES.snapshot);
    expect(snapshot, `${FILES.snapshot} is missing: npm run schema:release`).toBeDefined();

    const { unrecorded } = checkSdl(snapshot!, servedSdl(), readFile(FILES.changelog) ?? '');

    expect(unrecorded).toEqual([]);
  });
});

describe('checkSdl', () => {
  test('fails on a removed field, asking to deprecate it first or record it', () => {
    const current = released.replace('name: String', '');

    const { unrecorded } = checkSdl(released, current, NOTHING_RECORDED);

    expect(unrecorded).toEqual([
      {
        description: 'Opportunity.name was removed.',
        advice: expect.stringContaining('deprecate it first (@deprecated(reason: ...)) and remove it in a later'),
      },
    ]);
  });

  test('passes a removed field that is recorded under Unreleased', () => {
    const current = released.replace('name: String', '');

    const result = checkSdl(released, current, changelogRecording('Opportunity.name was removed.'));

    expect(result.unrecorded).toEqual([]);
    expect(result.recorded).toEqual(['Opportunity.name was removed.']);
  });

  test('does not count a record filed under a released heading', () => {
    const current = released.replace('name: String', '');
    const underRelease = `${NOTHING_RECORDED}\n\n- \`Opportunity.name was removed.\` Why.\n`;

    const { unrecorded } = checkSdl(released, current, underRelease);

    expect(unrecorded.map((c) => c.description)).toEqual(['Opportunity.name was removed.']);
  });

  test('still asks to record the removal of a deprecated field, saying it was deprecated', () => {
    const current = released.replace(/legacyCode.*\n/, '');

    const { unrecorded } = checkSdl(released, current, NOTHING_RECORDED);

    expect(unrecorded).toEqual([
      { description: 'Opportunity.legacyCode was removed.', advice: expect.stringContaining('("Use id."): record') },
    ]);
  });

  test('passes an added optional argument, with a warning', () => {
    const current = released.replace('opportunity(id: ID!)', 'opportunity(id: ID!, brand: String)');

    const result = checkSdl(released, current, NOTHING_RECORDED);

    expect(result.unrecorded).toEqual([]);
    expect(result.dangerous).toEqual(['An optional arg brand on Query.opportunity was added.']);
  });

  test('fails on an added required argument', () => {
    const current = released.replace('opportunity(id: ID!)', 'opportunity(id: ID!, brand: String!)');

    const { unrecorded } = checkSdl(released, current, NOTHING_RECORDED);

    expect(unrecorded.map((c) => c.description)).toEqual(['A required arg brand on Query.opportunity was added.']);
  });

  test('fails on a changed field type', () => {
    const current = released.replace('id: ID!\n', 'id: ID\n');

    const { unrecorded } = checkSdl(released, current, NOTHING_RECORDED);

    expect(unrecorded.map((c) => c.description)).toEqual(['Opportunity.id changed type from ID! to ID.']);
  });

  test('only warns about an added enum value', () => {
    const current = released.replace('OPEN CLOSED', 'OPEN CLOSED EXPIRED');

    const result = checkSdl(released, current, NOTHING_RECORDED);

    expect(result.unrecorded).toEqual([]);
    expect(result.dangerous).toEqual(['EXPIRED was added to enum type Status.']);
  });

  test('reports a record that matches no breaking change', () => {
    const result = checkSdl(released, released, changelogRecording('Opportunity.nmae was removed.'));

    expect(result.unmatchedRecords).toEqual(['Opportunity.nmae was removed.']);
  });
});

describe('the changelog', () => {
  const changelog = changelogRecording('Opportunity.name was removed.').replace(
    '## 2026-11-27',
    '## 2026-11-27\n\n- Old.',
  );

  test('a release moves the Unreleased entries under its heading and leaves Unreleased empty', () => {
    const next = releaseChangelog(changelog, '2027-01-15 — 0.2.0', ['- No breaking change.']);

    expect(recordedChanges(next)).toEqual([]);
    expect(next).toMatch(
      /## Unreleased\n+## 2027-01-15 — 0.2.0\n+- `Opportunity.name was removed.` Why.\n+## 2026-11-27\n+- Old./,
    );
  });

  test('a release with nothing recorded says so', () => {
    const next = releaseChangelog(NOTHING_RECORDED, '2027-01-15', ['- No breaking change.']);

    expect(next).toMatch(/## Unreleased\n+## 2027-01-15\n+- No breaking change.\n+## 2026-11-27/);
  });
});

// docs/schema-changes.md: the breaking changes made since the last release sit under `## Unreleased`, one list item
// each, starting with graphql-js's description of the change as a code span:
//   - `Opportunity.legacyCode was removed.` Unused since 2026-05; read `code`.
// A change is recorded when such an item's first code span equals the description exactly.

const UNRELEASED = '## Unreleased';
const ENTRY = /^[-*] `([^`]+)`/;

/** The lines between `## Unreleased` and the next `## ` heading (empty when there is no such section). */
function unreleased(lines: string[]): { start: number; end: number } {
  const start = lines.findIndex((line) => line.trim() === UNRELEASED);
  if (start < 0) return { start: -1, end: -1 };
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return { start, end: next < 0 ? lines.length : next };
}

/** The descriptions recorded under `## Unreleased`. */
export function recordedChanges(markdown: string): string[] {
  const lines = markdown.split('\n');
  const { start, end } = unreleased(lines);
  return lines
    .slice(start + 1, end)
    .map((line) => ENTRY.exec(line.trim())?.[1])
    .filter((entry): entry is string => entry !== undefined);
}

/**
 * The changelog at a release: the Unreleased section's content moves under a new `## {heading}` (or `whenEmpty` when
 * nothing was written there) and `## Unreleased` stays, empty, on top of it.
 */
export function releaseChangelog(markdown: string, heading: string, whenEmpty: string[]): string {
  const lines = markdown.split('\n');
  const { start, end } = unreleased(lines);
  if (start < 0) throw new Error(`no "${UNRELEASED}" heading in the changelog`);
  const entries = lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
  const released = entries === '' ? whenEmpty : entries.split('\n');
  const rest = lines.slice(end);
  return [...lines.slice(0, start + 1), '', `## ${heading}`, '', ...released, '', ...rest].join('\n');
}

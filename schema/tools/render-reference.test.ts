import { buildSchema } from 'graphql';
import { expect, test } from 'vitest';
import { renderReference } from './render-reference.js';

const schema = buildSchema(`
  "Reads."
  type Query {
    "One opportunity."
    opportunity("Its id." id: ID!): Opportunity @deprecated(reason: "Use opportunities.")
  }
  "A deal."
  type Opportunity { id: ID! status: Status }
  enum Status { OPEN CLOSED @deprecated(reason: "Never set.") }
`);

/** GitHub's anchor of a heading: lowercased, punctuation dropped, spaces as hyphens. */
const githubAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

test('every link of the reference leads to one of its headings', () => {
  const markdown = renderReference(schema);

  const anchors = [...markdown.matchAll(/^#+ (.+)$/gm)].map(([, heading]) => githubAnchor(heading));
  const targets = [...markdown.matchAll(/\]\(#([^)]+)\)/g)].map(([, target]) => target);
  expect(targets).toContain('status');
  expect(targets.filter((t) => !anchors.includes(t))).toEqual([]);
});

test('shows arguments, types and deprecations', () => {
  const markdown = renderReference(schema);

  expect(markdown).toContain('### Query.opportunity\n\nOne opportunity.\n\n**Deprecated:** Use opportunities.');
  expect(markdown).toContain('- `id`: [`ID!`](#id) — Its id.');
  expect(markdown).toContain('- `status`: [`Status`](#status)');
  expect(markdown).toContain('- `CLOSED` **Deprecated:** Never set.');
});

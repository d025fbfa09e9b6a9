import type { HistoryQuery } from '../../../__generated__/graphql.js';
import { formatDateTime } from '../../../lib/format.js';
import { historyMessages as m } from '../messages.js';
import { ACTION_LABELS, attributeLabel, historyValue } from '../model.js';

export type HistoryEntry = HistoryQuery['history']['items'][number];
type Modification = HistoryEntry['modifications'][number];

export interface EntryView {
  action: string;
  username: string;
  date: string;
  /** A change's attributes, in the portal's words. */
  changes: Array<{ attribute: string; oldValue: string; newValue: string }>;
  /** A note's text, one line per modification it was written with; absent for a change. */
  note?: string[];
}

const written = (v: string | null) => (v !== null && v.trim() !== '' ? v : undefined);

/**
 * One line of a note, as its author wrote it ("status: analysis → approved"): never put in the portal's words, so
 * that a note can never read like a change the portal recorded.
 */
function noteLine({ attribute, oldValue, newValue }: Modification): string {
  const values = [written(oldValue), written(newValue)].filter((v) => v !== undefined).join(m.noteArrow);
  return values ? `${attribute}: ${values}` : attribute;
}

/** One history entry as the table and the cards write it: a change in the portal's words, or a note as written. */
export function entryView(entry: HistoryEntry): EntryView {
  const common = { username: entry.username ?? m.emptyValue, date: formatDateTime(entry.createdAt) };
  if (entry.kind === 'NOTE') {
    const note = entry.modifications.map(noteLine);
    return {
      ...common,
      action: entry.username ? m.noteBy(entry.username) : m.note,
      changes: [],
      note: note.length ? note : [m.emptyValue],
    };
  }
  const changes = entry.modifications.map((mod) => ({
    attribute: attributeLabel(entry.type, mod.attribute),
    oldValue: historyValue(entry.type, mod.attribute, mod.oldValue),
    newValue: historyValue(entry.type, mod.attribute, mod.newValue),
  }));
  return {
    ...common,
    action: ACTION_LABELS[entry.actionType],
    changes: changes.length ? changes : [{ attribute: m.noChanges, oldValue: m.emptyValue, newValue: m.emptyValue }],
  };
}

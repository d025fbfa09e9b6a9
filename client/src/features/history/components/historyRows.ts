import type { HistoryQuery } from '../../../__generated__/graphql.js';
import { formatDateTime } from '../../../lib/format.js';
import { historyMessages as m } from '../messages.js';
import { ACTION_LABELS, attributeLabel, historyValue } from '../model.js';

export type HistoryEntry = HistoryQuery['history']['items'][number];

/** One history entry as the table and the cards write it: its changes already in the portal's words. */
export function entryView(entry: HistoryEntry) {
  const changes = entry.modifications.map((mod) => ({
    attribute: attributeLabel(entry.type, mod.attribute),
    oldValue: historyValue(entry.type, mod.attribute, mod.oldValue),
    newValue: historyValue(entry.type, mod.attribute, mod.newValue),
  }));
  return {
    action: ACTION_LABELS[entry.actionType],
    username: entry.username ?? m.emptyValue,
    date: formatDateTime(entry.createdAt),
    changes: changes.length ? changes : [{ attribute: m.noChanges, oldValue: m.emptyValue, newValue: m.emptyValue }],
  };
}

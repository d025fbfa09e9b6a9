import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.js';
import { HistoryCards } from './HistoryCards.js';
import { HistoryTable } from './HistoryTable.js';
import type { HistoryEntry } from './historyRows.js';

const modification = (attribute: string, oldValue: string | null, newValue: string | null) => ({
  attribute,
  oldValue,
  newValue,
});
const entry = (id: string, kind: HistoryEntry['kind'], username: string | null, mods: HistoryEntry['modifications']) =>
  ({
    id,
    type: 'OPPORTUNITY',
    actionType: 'UPDATE',
    kind,
    username,
    createdAt: '2026-03-10T14:00:00.000Z',
    modifications: mods,
  }) satisfies HistoryEntry;

// A representative's note claiming an approval (written by hand, as the REST call stores it), after a real change.
const entries = (username: string | null) => [
  entry('n1', 'NOTE', username, [modification('status', 'analysis', 'approved')]),
  entry('c1', 'CHANGE', username, [modification('status', 'ANALYSIS', 'DISAPPROVED')]),
];

describe('a note in the history', () => {
  it('reads as a note by its author on a wide screen, its text as written, never as a change', () => {
    renderWithApp(<HistoryTable entries={entries('Rita')} showUser />);
    const note = screen.getByRole('row', { name: /Anotação de Rita/ });
    const cells = within(note)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['Anotação de Rita', 'Rita', 'status: analysis → approved']);
    expect(within(note).getByRole('cell', { name: 'status: analysis → approved' })).toHaveAttribute('colspan', '3');
    // The real change beside it is still in the portal's words; the note never says "Aprovada".
    expect(screen.getByRole('row', { name: /Alteração/ })).toHaveTextContent('Reprovada');
    expect(screen.queryByText('Aprovada')).toBeNull();
  });

  it('is a note without a name for those who do not see authors, on a phone as well', () => {
    renderWithApp(<HistoryCards entries={entries(null)} showUser={false} />);
    const [note, change] = screen.getAllByRole('listitem').filter((li) => li.parentElement?.closest('li') === null);
    expect(within(note).getByText('Anotação')).toBeInTheDocument();
    expect(within(note).getByText('status: analysis → approved')).toBeInTheDocument();
    expect(within(note).queryByText('Status')).toBeNull();
    expect(within(change).getByText('Alteração')).toBeInTheDocument();
    expect(within(change).getByText('Reprovada')).toBeInTheDocument();
    expect(screen.queryByText('Aprovada')).toBeNull();
  });
});

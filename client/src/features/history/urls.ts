/** The history page (spec section 2: /Painel/History/{id}?type=…, the type naming the list to go back to). */
import { PATHS } from '../../paths.js';

export type HistoryListType = 'Users' | 'Opportunities' | 'Resales';

export const historyPath = (id: string, type: HistoryListType) =>
  `/Painel/History/${encodeURIComponent(id)}?type=${type}`;

const LIST_OF_TYPE: Record<HistoryListType, string> = {
  Opportunities: PATHS.opportunities,
  Resales: PATHS.resales,
  Users: PATHS.users,
};

/** Where "Voltar" leads from a history page; an unknown type goes to the opportunities. */
export const listOfHistoryType = (type: string | null) =>
  LIST_OF_TYPE[(type ?? '') as HistoryListType] ?? PATHS.opportunities;

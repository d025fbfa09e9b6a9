/**
 * The query parameter of a link that opens the opportunity list on the filter "Fora do prazo" alone, whatever filters
 * the user had left on it: the approval clock's daily digest sends it (design section 17).
 */
export const DECISION_OVERDUE_LINK_PARAM = 'decisionOverdue';

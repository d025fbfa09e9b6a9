/**
 * Loads, on a thread of its own, the data the panel's formatters need (intlWarmup.ts says why): it runs the very
 * formatters the page uses, so the data it loads is theirs: pt-BR money and dates in Brasília, and the en-CA day the
 * registration form compares.
 */
import { businessDay } from '../features/opportunities/forms/conclusionDate.js';
import { formatCurrency, formatDateTime } from './format.js';

interface Scope {
  postMessage(message: unknown): void;
}

formatCurrency(0);
formatDateTime(new Date(0).toISOString());
businessDay(new Date(0));
(self as unknown as Scope).postMessage('warm');

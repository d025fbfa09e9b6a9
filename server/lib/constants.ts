/**
 * Only for server/db/seed/, which another change moves to server/cli/seed/: its two imports point here until that
 * move lands, then they import from the homes below and this file goes. Every rule lives with the code that applies
 * it now.
 */
export { OPPORTUNITY_VALIDITY_DAYS } from '../services/api/opportunities/rules.js';
export { COUNTRY } from './input-rules.js';

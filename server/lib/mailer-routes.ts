/** The mailer's internal route that deletes its copies of a person's data (an erasure, design section 18). */
export const MAILER_ERASURE_PATH = '/internal/personal-data/erase';

/** Paths of the personal data (LGPD) screen (its own is PATHS.personalData, which the menu links). */
import { PATHS } from '../../paths.js';

/** Where the screen's back arrow leads: the dashboard, which both its roles have. */
export const personalDataBackPath = PATHS.dashboard;

/** Paths of the waiting list's screen. */
import { PATHS } from '../../paths.js';

export const customerWatchesPath = PATHS.customerWatches;

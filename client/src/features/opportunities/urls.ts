/** Paths of the opportunity screens (spec section 2) and their link builders. */
import { PATHS } from '../../paths.js';

export const opportunityListPath = PATHS.opportunities;
export const opportunityRegistrationPath = PATHS.opportunityRegistration;

export const opportunityDetailsPath = (id: string) => `/Painel/Opportunities/${encodeURIComponent(id)}`;

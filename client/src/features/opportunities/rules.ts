/** The opportunity screens' fixed figures and names (spec sections 5 and 9). */

export const ELAPSED_DAYS_CAP = 60;

/** Age bar colours: green up to the first, yellow up to the second, red above (scale maximum ELAPSED_DAYS_CAP). */
export const AGE_BAR_THRESHOLDS = { green: 20, yellow: 40 } as const;

/** The brand without a "Vendedor Prime" (spec section 5). */
export const BRAND_WITHOUT_SELLER = 'yep';

/** The one distributor the portal's opportunities go through (the list's fixed distributor column). */
export const DISTRIBUTOR_LABEL = 'Distribuidora Oficial';

/** A form draft is written to the browser this long after the last change (the registration form). */
export const DRAFT_SAVE_DEBOUNCE_MS = 300;

/** Registration terms shown from the opportunity form's checkbox (design section 4: a default Portuguese one). */
export const REGISTRATION_GUIDELINES_PDF = '/diretrizes-registro-de-oportunidades.pdf';

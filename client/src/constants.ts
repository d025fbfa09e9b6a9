/**
 * The client's business constants (spec sections 2, 3 and 9) in one place, named: routes and their names, cookie
 * lifetimes, page sizes, timings, and the contact details shown on the contact page.
 */

export const Role = {
  REPRESENTATIVE: 'REPRESENTATIVE',
  SUPPORT: 'SUPPORT',
  RESALE: 'RESALE',
  SELLER: 'SELLER',
} as const;
export type RoleName = (typeof Role)[keyof typeof Role];
export const ALL_ROLES: RoleName[] = [Role.REPRESENTATIVE, Role.SUPPORT, Role.RESALE, Role.SELLER];

export const ROLE_LABELS: Record<RoleName, string> = {
  REPRESENTATIVE: 'Representante',
  RESALE: 'Revenda',
  SELLER: 'Vendedor',
  SUPPORT: 'Suporte',
};

export const PATHS = {
  login: '/',
  recoveryPassword: '/recovery-password',
  registration: '/Registration',
  contact: '/Contact',
  panel: '/Painel',
  dashboard: '/Painel/Dashboard',
  resales: '/Painel/Resales',
  resaleDetails: '/Painel/Resales/details',
  opportunities: '/Painel/Opportunities',
  opportunityRegistration: '/Painel/Opportunities/registration',
  opportunityDetails: '/Painel/Opportunities/:id',
  history: '/Painel/History/:id',
  settings: '/Painel/Settings',
  users: '/Painel/Users',
  sellerRecord: '/Painel/Users/registration',
  userDetails: '/Painel/Users/:id',
} as const;

/** Route names of spec section 2 (the original router's names), attached to each route as its id. */
export const ROUTE_NAMES = {
  login: 'LoginComponent',
  recoveryPassword: 'RecoveryPassword',
  registration: 'Registration',
  contact: 'Contact',
  panel: 'Painel',
  dashboard: 'Dashboard',
  resales: 'Resales',
  resaleDetails: 'ResaleDetails',
  opportunities: 'Opportunities',
  opportunityRegistration: 'OpportunityRegistration',
  opportunityDetails: 'OpportunityDetails',
  history: 'History',
  settings: 'Settings',
  users: 'Users',
  sellerRecord: 'SellerRecord',
  userDetails: 'UserDetails',
} as const;

const { REPRESENTATIVE, SUPPORT, RESALE, SELLER } = Role;

/** Who may open each protected route (spec section 2). */
export const ROUTE_ROLES = {
  dashboard: [REPRESENTATIVE, SUPPORT],
  resales: [REPRESENTATIVE, SUPPORT],
  resaleDetails: [REPRESENTATIVE, SUPPORT],
  opportunities: ALL_ROLES,
  opportunityRegistration: [SELLER, RESALE],
  opportunityDetails: ALL_ROLES,
  history: ALL_ROLES,
  settings: ALL_ROLES,
  users: [SUPPORT, RESALE, REPRESENTATIVE],
  sellerRecord: [RESALE],
  userDetails: [RESALE, REPRESENTATIVE, SUPPORT],
} satisfies Record<string, RoleName[]>;

/** Where the first entry after login lands (spec section 2). */
export const FIRST_ENTRY_DASHBOARD_ROLES: RoleName[] = [REPRESENTATIVE, SUPPORT];

/** The dashboard's summary table: the last 11 opportunities (spec section 9). */
export const DASHBOARD_LATEST_ROWS = 11;

export const COOKIES = {
  exp: 'exp',
  company: 'company',
  username: 'username',
  userid: 'userid',
  permissions: 'user_permissions',
  keepConnection: 'keep_connection',
  notification: 'notification',
  acceptedLgpd: 'acceptedLGPD',
} as const;

/** Readable session cookies the client clears itself; token and refresh_token are httpOnly (the gateway's). */
export const SESSION_COOKIES = [
  COOKIES.exp,
  COOKIES.company,
  COOKIES.username,
  COOKIES.userid,
  COOKIES.permissions,
  COOKIES.keepConnection,
];

export const LGPD_COOKIE_DAYS = 30;
export const NOTIFICATION_COOKIE_DAYS = 30;
/** A token whose exp falls before now + this margin counts as expired (spec section 4). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 1000;

/**
 * The client renews the session itself when the access token's `exp` falls within this margin: longer
 * than the gateway's own REFRESH_MARGIN_SECONDS (60 s), so that the gateway seldom refreshes by itself, with slack
 * for a browser clock that runs behind the server's.
 */
export const SESSION_REFRESH_MARGIN_SECONDS = 180;
/** Web Lock shared by every tab of the origin: one refresh of the session at a time. */
export const SESSION_REFRESH_LOCK = 'portal-session-refresh';
/** A refresh that has not answered by then releases the lock; the waiting operations go on and report for themselves. */
export const SESSION_REFRESH_TIMEOUT_MS = 15_000;

export const CAROUSEL_INTERVAL_MS = 6_000;
/** Loading overlay: seconds after which its text changes (spec section 9). */
export const LOADING_TEXT_STEPS_SECONDS = [10, 20, 30] as const;
export const REGISTRATION_RETRY_MS = 60_000;

export const PAGE_SIZES = [10, 25, 50, 75, 100, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The "Todas" page size of the opportunity list, also the export size. */
export const ALL_ROWS = 99_999;
export const VISIBLE_PAGE_BUTTONS = 4;

export const PHONE_MASK_MAX_LENGTH = 15;
export const CNPJ_MASK_LENGTH = 18;
/** The contact name on the resale details page (spec section 9). */
export const RESALE_CONTACT_NAME_MAX_LENGTH = 18;
export const PASSWORD_MIN_LENGTH = 8;
export const NOT_INFORMED = 'N/C';
export const EMPTY_CEP = '00000-000';
export const COUNTRY = 'Brasil';

/**
 * Published on the contact page; opening hours as spec section 9. The phones and the address are placeholders,
 * fictional on purpose (no real street number, no line anyone answers): each deployment puts the distributor's
 * real support phones and office here.
 */
export const SUPPORT_CONTACT = {
  hours: ['Segunda a quinta 08:00-18:00', 'Sexta 08:00-17:00'],
  phones: [
    { label: 'Suporte técnico', number: '(11) 4000-1234', href: 'tel:+551140001234' },
    { label: 'Comercial', number: '0800 000 1234', href: 'tel:08000001234' },
  ],
  address: ['Rua Fictícia das Oportunidades, 100', 'Vila Olímpia – São Paulo – SP', 'CEP 04551-000'],
} as const;

export const PRIVACY_NOTICE_PDF = '/aviso-de-privacidade-lgpd.pdf';
export const VERSION_FILE = '/version.txt';

/** Typed list filters wait this long after the last key before they ask the server (spec section 5). */
export const FILTER_DEBOUNCE_MS = 500;

/** Opportunity validity and the age bar of the list (spec section 9). */
export const OPPORTUNITY_VALIDITY_DAYS = 90;
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

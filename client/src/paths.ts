/** The portal's routes (spec section 2): paths, the original router's names, and who may open each. */
import { PANEL_PATH } from '../../shared/first-paint.js';
import { ALL_ROLES, Role, type RoleName } from './features/auth/roles.js';

export const PATHS = {
  login: '/',
  recoveryPassword: '/recovery-password',
  registration: '/Registration',
  contact: '/Contact',
  panel: PANEL_PATH,
  dashboard: '/Painel/Dashboard',
  resales: '/Painel/Resales',
  resaleDetails: '/Painel/Resales/details',
  opportunities: '/Painel/Opportunities',
  opportunityRegistration: '/Painel/Opportunities/registration',
  opportunityDetails: '/Painel/Opportunities/:id',
  customerWatches: '/Painel/CustomerWatches',
  personalData: '/Painel/PersonalData',
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
  customerWatches: 'CustomerWatches',
  personalData: 'PersonalData',
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
  customerWatches: [RESALE, SELLER],
  personalData: [REPRESENTATIVE, SUPPORT],
  history: ALL_ROLES,
  settings: ALL_ROLES,
  users: [SUPPORT, RESALE, REPRESENTATIVE],
  sellerRecord: [RESALE],
  userDetails: [RESALE, REPRESENTATIVE, SUPPORT],
} satisfies Record<string, RoleName[]>;

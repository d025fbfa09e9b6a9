import type { IconType } from 'react-icons';
import {
  LuBell,
  LuBriefcase,
  LuHeadset,
  LuLayoutDashboard,
  LuLock,
  LuSettings,
  LuShieldCheck,
  LuStore,
  LuUserCheck,
  LuUsers,
} from 'react-icons/lu';
import { PATHS, ROUTE_ROLES } from '../../paths.js';
import type { RoleName } from '../auth/roles.js';
import { shellMessages as m } from './messages.js';

export interface MenuItem {
  label: string;
  path: string;
  roles: readonly RoleName[];
  icon: IconType;
}

/** Side menu of spec section 2; an item shows when any of the user's roles matches. */
export const MENU_ITEMS: MenuItem[] = [
  { label: m.menu.dashboard, path: PATHS.dashboard, roles: ROUTE_ROLES.dashboard, icon: LuLayoutDashboard },
  { label: m.menu.opportunities, path: PATHS.opportunities, roles: ROUTE_ROLES.opportunities, icon: LuBriefcase },
  {
    label: m.menu.customerWatches,
    path: PATHS.customerWatches,
    roles: ROUTE_ROLES.customerWatches,
    icon: LuBell,
  },
  { label: m.menu.resales, path: PATHS.resales, roles: ROUTE_ROLES.resales, icon: LuStore },
  { label: m.menu.users, path: PATHS.users, roles: ROUTE_ROLES.users, icon: LuUsers },
  { label: m.menu.personalData, path: PATHS.personalData, roles: ROUTE_ROLES.personalData, icon: LuLock },
  { label: m.menu.settings, path: PATHS.settings, roles: ROUTE_ROLES.settings, icon: LuSettings },
];

export const menuFor = (roles: readonly RoleName[]) => MENU_ITEMS.filter((i) => i.roles.some((r) => roles.includes(r)));

/** The role shown on the badge when a user holds several: the broadest first. */
const ROLE_PRECEDENCE: RoleName[] = ['REPRESENTATIVE', 'SUPPORT', 'RESALE', 'SELLER'];
export const mainRole = (roles: readonly RoleName[]) => ROLE_PRECEDENCE.find((r) => roles.includes(r));

export const ROLE_ICONS: Record<RoleName, IconType> = {
  REPRESENTATIVE: LuShieldCheck,
  SUPPORT: LuHeadset,
  RESALE: LuStore,
  SELLER: LuUserCheck,
};

/** First letter of up to two words of the name (spec section 2, user badge). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toLocaleUpperCase('pt-BR'))
    .join('');
}

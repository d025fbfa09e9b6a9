import { Center, Spinner } from '@chakra-ui/react';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PATHS, ROUTE_NAMES, ROUTE_ROLES, type RoleName } from './constants.js';
import { PanelIndexRedirect } from './features/auth/components/PanelIndexRedirect.js';
import { RequireRole } from './features/auth/components/RequireRole.js';
// The page every visitor opens first is part of the entry: it loads with it, not after it.
import { LoginPage } from './features/auth/pages/LoginPage.js';
import { withRecipes } from './theme/system.js';

/** React.lazy over a module's named export (the code base uses named exports only). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  return lazy(async () => ({ default: (await withRecipes(load()))[name] as ComponentType<Props> }));
}

// One chunk per other area: the login page never pulls the panel, the PDF viewer, charts or spreadsheets.
const RecoveryPasswordPage = lazyNamed(
  () => import('./features/auth/pages/RecoveryPasswordPage.js'),
  'RecoveryPasswordPage',
);
const RegistrationPage = lazyNamed(() => import('./features/resales/pages/RegistrationPage.js'), 'RegistrationPage');
const ContactPage = lazyNamed(() => import('./features/contact/pages/ContactPage.js'), 'ContactPage');
// The guard of /Painel shows a loading dialog: it comes with the panel, not with the login page.
const RequireSession = lazyNamed(() => import('./features/auth/components/RequireSession.js'), 'RequireSession');
const Shell = lazyNamed(() => import('./features/shell/components/Shell.js'), 'Shell');
const SettingsPage = lazyNamed(() => import('./features/auth/pages/SettingsPage.js'), 'SettingsPage');
const OpportunityListPage = lazyNamed(
  () => import('./features/opportunities/pages/OpportunityListPage.js'),
  'OpportunityListPage',
);
const OpportunityRegistrationPage = lazyNamed(
  () => import('./features/opportunities/pages/OpportunityRegistrationPage.js'),
  'OpportunityRegistrationPage',
);
const OpportunityDetailsPage = lazyNamed(
  () => import('./features/opportunities/pages/OpportunityDetailsPage.js'),
  'OpportunityDetailsPage',
);
const ResaleListPage = lazyNamed(() => import('./features/resales/pages/ResaleListPage.js'), 'ResaleListPage');
const ResaleDetailsPage = lazyNamed(() => import('./features/resales/pages/ResaleDetailsPage.js'), 'ResaleDetailsPage');
const DashboardPage = lazyNamed(() => import('./features/dashboard/pages/DashboardPage.js'), 'DashboardPage');
const HistoryPage = lazyNamed(() => import('./features/history/pages/HistoryPage.js'), 'HistoryPage');
const UserListPage = lazyNamed(() => import('./features/users/pages/UserListPage.js'), 'UserListPage');
const SellerRegistrationPage = lazyNamed(
  () => import('./features/users/pages/SellerRegistrationPage.js'),
  'SellerRegistrationPage',
);
const UserDetailsPage = lazyNamed(() => import('./features/users/pages/UserDetailsPage.js'), 'UserDetailsPage');

function PageFallback() {
  return (
    <Center minH="50dvh">
      <Spinner size="lg" />
    </Center>
  );
}

function RootLayout() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** A protected route: its roles (spec section 2) guard it. */
function panelRoute(key: keyof typeof ROUTE_ROLES, path: string, element: ReactElement): RouteObject {
  const roles: readonly RoleName[] = ROUTE_ROLES[key];
  return { id: ROUTE_NAMES[key], path, element: <RequireRole roles={roles}>{element}</RequireRole> };
}

/** Every route of spec section 2 with its route name as id; unknown paths go to login. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        id: ROUTE_NAMES.login,
        path: PATHS.login,
        children: [
          { index: true, id: 'LoginForm', element: <LoginPage /> },
          {
            id: ROUTE_NAMES.recoveryPassword,
            path: PATHS.recoveryPassword.slice(1),
            element: <RecoveryPasswordPage />,
          },
        ],
      },
      { id: ROUTE_NAMES.registration, path: PATHS.registration, element: <RegistrationPage /> },
      { id: ROUTE_NAMES.contact, path: PATHS.contact, element: <ContactPage /> },
      {
        id: ROUTE_NAMES.panel,
        path: PATHS.panel,
        element: (
          <RequireSession>
            <Shell />
          </RequireSession>
        ),
        children: [
          { index: true, element: <PanelIndexRedirect /> },
          panelRoute('dashboard', PATHS.dashboard, <DashboardPage />),
          panelRoute('resales', PATHS.resales, <ResaleListPage />),
          panelRoute('resaleDetails', PATHS.resaleDetails, <ResaleDetailsPage />),
          panelRoute('opportunities', PATHS.opportunities, <OpportunityListPage />),
          panelRoute('opportunityRegistration', PATHS.opportunityRegistration, <OpportunityRegistrationPage />),
          panelRoute('opportunityDetails', PATHS.opportunityDetails, <OpportunityDetailsPage />),
          panelRoute('history', PATHS.history, <HistoryPage />),
          panelRoute('settings', PATHS.settings, <SettingsPage />),
          panelRoute('users', PATHS.users, <UserListPage />),
          panelRoute('sellerRecord', PATHS.sellerRecord, <SellerRegistrationPage />),
          panelRoute('userDetails', PATHS.userDetails, <UserDetailsPage />),
        ],
      },
      { id: 'Unknown', path: '*', element: <Navigate to={PATHS.login} replace /> },
    ],
  },
];

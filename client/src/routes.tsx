import type { ApolloClient } from '@apollo/client';
import { Center, Spinner } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, type Params, type RouteObject } from 'react-router';
import { PanelIndexRedirect } from './features/auth/components/PanelIndexRedirect.js';
import { RequireRole } from './features/auth/components/RequireRole.js';
// The page every visitor opens first is part of the entry: it loads with it, not after it.
import { LoginPage } from './features/auth/pages/LoginPage.js';
import type { RoleName } from './features/auth/roles.js';
import { hasAnyRole } from './features/auth/session/session.js';
import { getSession } from './features/auth/session/store.js';
import { PATHS, ROUTE_NAMES, ROUTE_ROLES } from './paths.js';
import { withRecipes } from './theme/system.js';

/** A route component loaded on demand; `preload` starts (or joins) its loading. */
type LazyRoute<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React.lazy over a module's named export (the code base uses named exports only). Once the module is there, the
 * component renders at once: React.lazy would still suspend on its first render (its loader's promise settles a tick
 * later), showing the fallback (the page's loading dialog) for a moment and rendering the page a second time.
 */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= withRecipes(load()).then((m) => {
      loaded = m[name] as ComponentType<Props>;
      return loaded;
    });
    return loading;
  };
  const component = lazy(() => {
    if (!loaded) return preload().then((c) => ({ default: c }));
    const ready = { default: loaded };
    // A thenable that settles at once: React reads the component in this same render instead of suspending.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy is given a thenable on purpose (see above).
    return { then: (resolve: (m: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  }) as unknown as LazyRoute<Props>;
  component.preload = preload;
  return component;
}

// One chunk per other area: the login page never pulls the panel, the PDF viewer, charts or spreadsheets.
const RecoveryPasswordPage = lazyNamed(
  () => import('./features/auth/pages/RecoveryPasswordPage.js'),
  'RecoveryPasswordPage',
);
const ResaleSignupPage = lazyNamed(() => import('./features/resales/pages/ResaleSignupPage.js'), 'ResaleSignupPage');
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
const PersonalDataPage = lazyNamed(() => import('./features/privacy/pages/PersonalDataPage.js'), 'PersonalDataPage');
const CustomerWatchesPage = lazyNamed(
  () => import('./features/watches/pages/CustomerWatchesPage.js'),
  'CustomerWatchesPage',
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
// What a panel address the user may not open, or that does not exist, shows instead of a page.
const AccessNotice = lazyNamed(() => import('./features/auth/components/AccessNotice.js'), 'AccessNotice');

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

/** Asks, with the page's code, for the data the page shows first (the route's parameters and the app's client). */
type Prefetch = (client: ApolloClient, params: Params) => Promise<unknown>;

/** What a route's `handle` says: the code to load with it, the data it shows first, and who may open it. */
interface RouteHandle {
  preload?: Pick<LazyRoute<never>, 'preload'>[];
  prefetch?: Prefetch;
  roles?: readonly RoleName[];
}

/**
 * A protected route: its roles (spec section 2) guard it. A user whose roles may not open it sees, in its place and
 * inside the panel's frame, that the page is not for their profile, with the way to their own start page.
 */
function panelRoute(
  key: keyof typeof ROUTE_ROLES,
  path: string,
  Page: LazyRoute<object>,
  prefetch?: Prefetch,
): RouteObject {
  const roles: readonly RoleName[] = ROUTE_ROLES[key];
  return {
    id: ROUTE_NAMES[key],
    path,
    handle: { preload: [Page], prefetch, roles } satisfies RouteHandle,
    element: (
      <RequireRole roles={roles} denied={<AccessNotice reason="forbidden" />}>
        <Page />
      </RequireRole>
    ),
  };
}

/**
 * Every route of spec section 2 with its route name as id; unknown paths go to login, but an unknown address under
 * /Painel says so inside the panel (a signed-in user is never sent to the login form for a mistyped address).
 */
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
            handle: { preload: [RecoveryPasswordPage] },
            element: <RecoveryPasswordPage />,
          },
        ],
      },
      {
        id: ROUTE_NAMES.registration,
        path: PATHS.registration,
        handle: { preload: [ResaleSignupPage] },
        element: <ResaleSignupPage />,
      },
      { id: ROUTE_NAMES.contact, path: PATHS.contact, handle: { preload: [ContactPage] }, element: <ContactPage /> },
      {
        id: ROUTE_NAMES.panel,
        path: PATHS.panel,
        handle: {
          preload: [RequireSession, Shell],
          prefetch: (client: ApolloClient) =>
            import('./features/auth/components/RequireSession.js').then((m) => m.prefetchSessionCheck(client)),
        },
        element: (
          <RequireSession>
            <Shell />
          </RequireSession>
        ),
        children: [
          { index: true, element: <PanelIndexRedirect /> },
          panelRoute('dashboard', PATHS.dashboard, DashboardPage, (client) =>
            import('./features/dashboard/pages/DashboardPage.js').then((m) => m.prefetchDashboard(client)),
          ),
          panelRoute('resales', PATHS.resales, ResaleListPage),
          panelRoute('resaleDetails', PATHS.resaleDetails, ResaleDetailsPage),
          panelRoute('opportunities', PATHS.opportunities, OpportunityListPage),
          panelRoute('opportunityRegistration', PATHS.opportunityRegistration, OpportunityRegistrationPage),
          panelRoute('opportunityDetails', PATHS.opportunityDetails, OpportunityDetailsPage, (client, params) =>
            import('./features/opportunities/pages/OpportunityDetailsPage.js').then((m) =>
              m.prefetchOpportunityDetails(client, params.id),
            ),
          ),
          panelRoute('customerWatches', PATHS.customerWatches, CustomerWatchesPage),
          panelRoute('personalData', PATHS.personalData, PersonalDataPage),
          panelRoute('history', PATHS.history, HistoryPage),
          panelRoute('settings', PATHS.settings, SettingsPage),
          panelRoute('users', PATHS.users, UserListPage),
          panelRoute('sellerRecord', PATHS.sellerRecord, SellerRegistrationPage),
          panelRoute('userDetails', PATHS.userDetails, UserDetailsPage),
          {
            id: 'PanelUnknown',
            path: '*',
            handle: { preload: [AccessNotice] } satisfies RouteHandle,
            element: <AccessNotice reason="notFound" />,
          },
        ],
      },
      { id: 'Unknown', path: '*', element: <Navigate to={PATHS.login} replace /> },
    ],
  },
];

/** A promise settled in a later task: what follows runs after the browser has had a turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts loading the code of the page at `pathname` (its guard, frame and page), so that it is there when React
 * first renders it: the gateway already has the browser fetch those files with the entry (`modulepreload`). A page
 * that says what it shows first (`prefetch`) has it asked for as soon as its code is there, while the app makes its
 * theme and renders the frame, rather than once the page has rendered.
 * Level by level, each in a task of its own: the panel's shared code runs (some 15 ms on a desktop, four times that
 * on Lighthouse's simulated phone), then the page's, instead of both in one long task. A level that fails to load
 * does not stop the next: React loads what is missing when it renders, and shows the failure its own way.
 * A page the session's roles may not open is neither loaded nor asked for: its guard shows the access notice
 * instead, and its query would only be refused (FORBIDDEN) while the notice waited behind the page's code.
 */
export function preloadRoute(pathname: string, client?: ApolloClient): void {
  let previous: Promise<unknown> = Promise.resolve();
  for (const match of matchRoutes(routes, pathname) ?? []) {
    let handle = match.route.handle as RouteHandle | undefined;
    const session = getSession();
    if (handle?.roles && session && !hasAnyRole(session, handle.roles)) handle = { preload: [AccessNotice] };
    const parts = handle?.preload ?? [];
    if (!parts.length && !handle?.prefetch) continue;
    previous = previous.then(async () => {
      await Promise.all(parts.map((part) => part.preload())).catch(() => undefined);
      // A failed prefetch leaves nothing in the cache: the page asks again and shows the failure its own way.
      if (client && handle?.prefetch) handle.prefetch(client, match.params).catch(() => undefined);
      await nextTask();
    });
  }
}

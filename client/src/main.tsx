// First: zod's settings before any form parses (see the module).
import './lib/zodConfig.js';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { createApolloClient } from './apollo/client.js';
import { onSessionExpired } from './apollo/sessionExpiry.js';
import { endSession } from './features/auth/session/store.js';
import { BrandProvider } from './features/brands/components/BrandProvider.js';
import { injectedBrand } from './features/brands/injected.js';
import { formatCurrency, formatDateTime } from './lib/format.js';
import { warmIntlOffThread } from './lib/intlWarmup.js';
import { PATHS } from './paths.js';
import { preloadRoute, routes } from './routes.js';
import { brandSystemForPageInSteps } from './theme/system.js';
import { FeedbackProvider } from './ui/feedback.js';

// Made in the first of the start-up tasks below, before anything renders.
let client: ApolloClient;

/**
 * The routes under a declarative BrowserRouter: the app uses no loader, action or fetcher, and the data router would
 * add some 13 KB (brotli) of that machinery to the page every visitor loads first.
 */
function App() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // A call that says the session is over (spec section 4, design section 8): forget it, drop cached data, go to
  // login, which says why.
  useEffect(
    () =>
      onSessionExpired((reason) => {
        endSession(reason);
        void client.clearStore();
        void navigateRef.current(PATHS.login, { replace: true });
      }),
    [],
  );
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html sem #root');

// Start-up in a chain of tasks, each short enough for a phone to stay responsive in between (Lighthouse counts every
// task over 50 ms on its simulated phone as blocking, and a 4x slower CPU turns 15 ms here into 60 ms there): the
// entry's evaluation, then the Apollo client, the page's code and data (preloadRoute), the brand's Chakra system
// (createSystem, one of the costliest calls of a load), pt-BR's number and date formatters and the first render. The
// panel's loading screen is already in the HTML, so nothing is missing on screen meanwhile.
// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in between,
// instead of one long task from the first component to the last. Nothing reads the DOM right after this call: the
// page's own effects run once its render has committed.
const intlWarm = window.location.pathname.startsWith(PATHS.panel) ? warmIntlOffThread() : undefined;
const reactRoot = createRoot(root);
const steps: Array<() => unknown> = [
  () => {
    client = createApolloClient();
  },
  () => preloadRoute(window.location.pathname, client),
];
const renderApp = () =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <ApolloProvider client={client}>
          <BrandProvider>
            <FeedbackProvider>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </FeedbackProvider>
          </BrandProvider>
        </ApolloProvider>
      </StrictMode>,
    ),
  );
const brandStep = () => {
  const brand = injectedBrand();
  // This task merges the brand's configs and registers its tokens; the tasks it inserts right after it build the
  // token dictionary in two halves, then the rest of the system (theme/system.ts).
  if (brand) steps.splice(steps.indexOf(brandStep) + 1, 0, ...brandSystemForPageInSteps(brand.theme));
};
steps.push(brandStep);
// The panel's pages write money and dates in pt-BR (lib/format.ts), whose data a locale's first formatter loads. A
// worker started with the entry loads it meanwhile (lib/intlWarmup.ts says what that saves); once it has answered,
// the formatters are made here at no cost, each still a task of its own should the worker be slow or missing. The
// login page writes neither.
if (intlWarm) {
  steps.push(
    () => intlWarm,
    () => formatCurrency(0),
    () => formatDateTime(new Date(0).toISOString()),
  );
}
steps.push(renderApp);
const runSteps = (i: number) =>
  setTimeout(async () => {
    await steps[i]();
    if (i + 1 < steps.length) runSteps(i + 1);
  });
runSteps(0);

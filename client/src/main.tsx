import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo/client.js';
import { onSessionExpired } from './apollo/session-expiry.js';
import { PATHS } from './constants.js';
import { endSession } from './features/auth/session/store.js';
import { BrandProvider } from './features/brands/components/BrandProvider.js';
import { routes } from './routes.js';
import { FeedbackProvider } from './ui/feedback.js';

const client = createApolloClient();
const router = createBrowserRouter(routes);

// UNAUTHENTICATED from any call (spec section 4): forget the session, drop cached data, go to login.
onSessionExpired(() => {
  endSession();
  void client.clearStore();
  void router.navigate(PATHS.login, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html sem #root');

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <BrandProvider>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </BrandProvider>
    </ApolloProvider>
  </StrictMode>,
);

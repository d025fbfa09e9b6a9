import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandStyles } from './build/brand-styles.js';
import { chakraPatches } from './build/chakra-patches.js';
import { chakraThemeAlias } from './build/chakra-theme.js';
import { isFormShared, isMaskShared, isOpportunityShared, isPanelShared } from './build/chunk-groups.js';
import { loginBundleGuard } from './build/login-bundle-guard.js';
import { precompress } from './build/precompress.js';
import { routePreloads } from './build/route-preloads.js';
import { splitDocuments, splitIcons } from './build/split-documents.js';
import { PATHS } from './src/paths.js';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
// The gateway picks the brand from the Host header, so the proxy keeps the browser's host (changeOrigin off):
// opening http://yep.localhost:5173 in development shows the Yep brand, as yep.localhost:4000 does in production.
const toGateway = { target: gateway, changeOrigin: false };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: [chakraThemeAlias] },
  plugins: [
    react(),
    chakraPatches(),
    splitDocuments(),
    splitIcons(),
    loginBundleGuard(),
    // The login page is part of the entry (routes.tsx); the panel's pages are not: each page's files are fetched
    // with the entry, not once the entry has run and asked for them. A path with a parameter (:id) is matched by
    // the gateway segment by segment.
    routePreloads({
      [PATHS.opportunities]: [
        'src/features/shell/components/Shell.tsx',
        'src/features/opportunities/pages/OpportunityListPage.tsx',
      ],
      [PATHS.opportunityRegistration]: [
        'src/features/shell/components/Shell.tsx',
        'src/features/opportunities/pages/OpportunityRegistrationPage.tsx',
      ],
      [PATHS.opportunityDetails]: [
        'src/features/shell/components/Shell.tsx',
        'src/features/opportunities/pages/OpportunityDetailsPage.tsx',
      ],
      [PATHS.dashboard]: ['src/features/shell/components/Shell.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
    }),
    brandStyles(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login bundle stays small; the PDF viewer, charts and spreadsheets are lazy chunks of their own.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the login page loads two files, not two dozen (each
        // reply carries ~1 KB of security headers, and each file is a request on a slow phone network).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // What the rest shares goes in one file as well (chunk-groups.ts says why).
            // A group takes in what its modules import: the panel's first (Chakra's parts), then the form machinery
            // and the masks, each a file of its own that only the pages showing them load, then the opportunity
            // pages' shared file (whose filters import the masked input).
            { name: 'panel', test: isPanelShared, priority: 1 },
            { name: 'forms', test: isFormShared, priority: 0.75 },
            { name: 'masks', test: isMaskShared, priority: 0.75 },
            { name: 'opportunities', test: isOpportunityShared, priority: 0.5 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    host: 'localhost',
    allowedHosts: ['.localhost'],
    proxy: {
      '/graphql': toGateway,
      '/version.txt': toGateway,
      '/brands': toGateway,
      '/healthz': toGateway,
    },
  },
});

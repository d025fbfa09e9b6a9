import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loginBundleGuard } from './build/login-bundle-guard.js';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
// The gateway picks the brand from the Host header, so the proxy keeps the browser's host (changeOrigin off):
// opening http://yep.localhost:5173 in development shows the Yep brand, as yep.localhost:4000 does in production.
const toGateway = { target: gateway, changeOrigin: false };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), loginBundleGuard()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The login bundle stays small; the PDF viewer, charts and spreadsheets are lazy chunks of their own.
    chunkSizeWarningLimit: 1200,
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

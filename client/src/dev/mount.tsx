import { createRoot } from 'react-dom/client';
import { MockToolbar } from './MockToolbar.js';

const HOST_ID = 'mock-scenario-toolbar';

/**
 * Shows the toolbar in a root of its own, beside the app's: the app's code stays as in production, and a second
 * Apollo client (a test's, or one made again) finds it already there.
 */
export function mountMockToolbar(): void {
  if (document.getElementById(HOST_ID)) return;
  const host = document.createElement('div');
  host.id = HOST_ID;
  document.body.append(host);
  createRoot(host).render(<MockToolbar />);
}

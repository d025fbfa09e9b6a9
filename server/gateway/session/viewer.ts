import { hasAnyRole, type TokenViewer } from '../../lib/roles.js';

/** The gateway's viewer is the token's, as every service reads it (lib/roles.ts). */
export type Viewer = TokenViewer;

export { hasAnyRole };

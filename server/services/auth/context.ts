import type { ServiceDeps } from '../service.js';
import type { passwordChecker } from './credentials.js';
import type { SigningKeys } from './keys.js';
import type { RevocationHub } from './revocation-hub.js';
import type { LoginThrottle } from './throttling.js';

/** What every route module of the authenticator receives. */
export interface AuthContext extends ServiceDeps {
  /** Loaded (or created) on first use; the same promise afterwards. */
  signingKeys(): Promise<SigningKeys>;
  throttle: LoginThrottle;
  checkPassword: ReturnType<typeof passwordChecker>;
  /** Revoked sessions and users: checked on this service's own token checks, streamed to the others. */
  revocations: RevocationHub;
}

import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { credentialRefused } from '../errors.js';

/**
 * Root fields that set credentials aside rather than act with them: logging in (again), logging out, and the e-mailed
 * password links. Someone whose cookie is stale is on those screens precisely because of it; refusing them for it
 * would lock the person out. Every other field, public ones and `me` included, refuses a credential that does not
 * hold.
 */
export const SETS_CREDENTIALS_ASIDE = new Set([
  'login',
  'logout',
  'requestPasswordReset',
  'setPasswordWithToken',
  'passwordLinkStatus',
]);

/**
 * Credentials that were sent but do not hold are refused for the whole operation, before any field runs (design
 * section 8): a session that ended (SESSION_EXPIRED), an API token that no longer holds (TOKEN_REVOKED), or another
 * brand's (WRONG_BRAND). Answering them as anonymous gave `me: null` with no error to a revoked token, and "session
 * ended" to a request that never had one. A request without credentials is not resolved here at all.
 */
export function credentialPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!contextValue.session.presentsCredentials) return;
      return {
        async didResolveOperation({ operation, contextValue: ctx }) {
          const fields = operation?.selectionSet.selections ?? [];
          const asideOnly = fields.every((f) => f.kind === 'Field' && SETS_CREDENTIALS_ASIDE.has(f.name.value));
          if (asideOnly) return;
          const refusal = await ctx.session.refusal();
          if (refusal) throw credentialRefused(refusal);
        },
      };
    },
  };
}

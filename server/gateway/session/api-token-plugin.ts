import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { ErrorCode } from '../../../schema/error-codes.js';
import { countRefusal, type RateLimits } from '../../lib/ratelimit.js';
import type { GatewayContext } from '../context.js';

/**
 * Requests an API token may make per minute, whichever gateway replica serves them (counted in Redis when set): a
 * tool paging through a brand's list at 100 rows a page reads 60,000 rows a minute, and a runaway loop cannot take
 * the capacity of the people using the portal (design section 13).
 */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;
/**
 * What an API token may do on the GraphQL endpoint, checked before execution: a read-only token runs no mutation, and
 * every token has its own rate limit. A person's session is not touched (no session is resolved for it here).
 */
export function apiTokenPlugin(limits: RateLimits): ApolloServerPlugin<GatewayContext> {
  const perToken = limits.limit('api-token', API_TOKEN_REQUESTS_PER_MINUTE, 60);
  return {
    async requestDidStart({ contextValue }) {
      if (!contextValue.session.presentsApiToken) return;
      return {
        async didResolveOperation({ operation, contextValue: ctx }) {
          const viewer = await ctx.session.viewer();
          if (!viewer?.apiToken) return;
          if (viewer.apiToken.readOnly && operation?.operation === 'mutation') {
            throw new GraphQLError('Token somente leitura: esta operação altera dados', {
              extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } },
            });
          }
          try {
            await perToken.consume(viewer.id);
          } catch (err) {
            if (!(err instanceof RateLimiterRes)) throw err;
            countRefusal(perToken);
            const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
            throw new GraphQLError('Muitas requisições deste token. Tente novamente em instantes.', {
              extensions: {
                code: ErrorCode.RATE_LIMITED,
                retryAfter,
                http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
              },
            });
          }
        },
      };
    },
  };
}

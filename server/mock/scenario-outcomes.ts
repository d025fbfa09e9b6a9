import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema, getNullableType, isListType } from 'graphql';
import type { ErrorCode } from '../../schema/error-codes.js';
import { credentialRefused } from '../gateway/errors.js';
import { SETS_CREDENTIALS_ASIDE } from '../gateway/session/credential-plugin.js';
import { ERROR_CODES, ERROR_REPLIES } from './error-replies.js';
import { type MockContext, type MockScenario, scenarioOf } from './scenarios.js';

/**
 * Root fields that the frame of every page needs (the brand's theme, the session check) or that never fail
 * (logout): `errors` leaves them be, so that the failure shows inside its page, not in place of the app.
 */
const FRAME_FIELDS = new Set(['brand', 'me', 'logout']);

/** What one request drew: its delay and, for `errors` without a code, its turn in the catalogue. */
interface Draw {
  delay?: Promise<void>;
  code?: ErrorCode;
}

/**
 * Wraps every root field of the mock schema with the scenario's outcome: the wait of `slow`, the errors of
 * `errors` and `expired-session`, and the empty lists of `empty` that have no pager (the pagers are the resolvers'
 * job, schema.ts). One wrapper built with the schema, reading each request's scenario from its context: the schema
 * is never rebuilt per request. Fields with `@auth` are those that need a session, as in the real gateway.
 */
export function withScenarioOutcomes(schema: GraphQLSchema): GraphQLSchema {
  let turn = 0;
  const draws = new WeakMap<object, Draw>();
  // All root fields of one request share its draw: one wait per operation, one code per page load.
  const drawOf = (ctx: object, scenario: MockScenario): Draw => {
    let draw = draws.get(ctx);
    if (!draw) {
      draw = {};
      if (scenario.delay) draw.delay = wait(scenario.delay);
      if (scenario.failure?.kind === 'errors') {
        draw.code = scenario.failure.code ?? ERROR_CODES[turn++ % ERROR_CODES.length];
      }
      draws.set(ctx, draw);
    }
    return draw;
  };

  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName) => {
      const needsSession = !!getDirective(schema, field, 'auth')?.[0];
      const unpagedList = needsSession && isListType(getNullableType(field.type));
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, ctx: MockContext, info) => {
          const scenario = scenarioOf(ctx);
          if (!scenario.delay && !scenario.failure && !scenario.rows) return resolve(source, args, ctx, info);
          const draw = drawOf(ctx, scenario);
          await draw.delay;
          // As the real gateway answers a session it can no longer prove: every field but those that set
          // credentials aside refused SESSION_EXPIRED, and the cookies cleared (session/credential-plugin.ts).
          if (scenario.failure?.kind === 'expired-session' && !SETS_CREDENTIALS_ASIDE.has(fieldName)) {
            ctx.cookies?.clearAll();
            throw credentialRefused('SESSION_EXPIRED');
          }
          if (draw.code && !FRAME_FIELDS.has(fieldName)) throw ERROR_REPLIES[draw.code]();
          if (scenario.rows === 'empty' && unpagedList) return [];
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}

function wait({ min, max }: { min: number; max: number }): Promise<void> {
  const ms = min + Math.round(Math.random() * (max - min));
  return new Promise((done) => setTimeout(done, ms));
}

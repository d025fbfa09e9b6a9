import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import type { Role, TokenViewer } from '../../lib/roles.js';
import { hasAnyRole } from '../../lib/roles.js';
import type { GatewayContext } from '../context.js';
import { credentialRefused, forbidden, unauthenticated } from '../errors.js';
import type { Session } from '../session/session.js';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

/** Root fields with neither `@auth` nor `@public`: the schema refuses to build while there is one. */
export function unprotectedRootFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const auth = getDirective(schema, field, 'auth')?.[0];
      const open = getDirective(schema, field, 'public')?.[0];
      if (!auth && !open) missing.push(`${typeName}.${field.name}`);
      if (auth && open) missing.push(`${typeName}.${field.name} (both @auth and @public)`);
    }
  }
  return missing;
}

/** The roles of a root field's `@auth` (`requires`); throws when the field has none, so a rename cannot open it. */
export function rolesOf(schema: GraphQLSchema, typeName: string, fieldName: string): Role[] {
  const type = schema.getType(typeName);
  const field = type && isObjectType(type) ? type.getFields()[fieldName] : undefined;
  const auth = field && getDirective(schema, field, 'auth')?.[0];
  if (!auth) throw new Error(`${typeName}.${fieldName} has no @auth`);
  return auth.requires as Role[];
}

/**
 * The request's viewer; without one, UNAUTHENTICATED when no credential came, or why the ones sent do not hold
 * (SESSION_EXPIRED, TOKEN_REVOKED, WRONG_BRAND).
 */
export async function requireViewer(session: Session): Promise<TokenViewer> {
  const viewer = await session.viewer();
  if (viewer) return viewer;
  const refusal = await session.refusal();
  throw refusal ? credentialRefused(refusal) : unauthenticated();
}

/**
 * Enforces `@auth(requires: [...])` by wrapping the resolver of each field that carries it: no credential gives
 * UNAUTHENTICATED, credentials that do not hold their own code (SESSION_EXPIRED, TOKEN_REVOKED, WRONG_BRAND; the
 * credential plugin already refused such an operation as a whole), a viewer without one of the roles on this brand
 * FORBIDDEN, before any upstream call.
 * The services check the same rules again (defence in depth).
 */
export function authDirective(schema: GraphQLSchema): GraphQLSchema {
  const missing = unprotectedRootFields(schema);
  if (missing.length) {
    throw new Error(`Root fields without @auth or @public: ${missing.join(', ')}`);
  }
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const auth = getDirective(schema, field, 'auth')?.[0];
      if (!auth) return field;
      const requires = auth.requires as Role[];
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, context: GatewayContext, info) => {
          if (!hasAnyRole(await requireViewer(context.session), requires)) throw forbidden();
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

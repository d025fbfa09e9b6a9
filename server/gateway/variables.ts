import type { ApolloServerPlugin } from '@apollo/server';
import {
  coerceInputValue,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import { gqlError } from './errors.js';

/** Message of a request whose variables do not fit the schema; `fields` says which and why. */
export const INVALID_VARIABLES = 'Dados inválidos! Verifique os campos informados.';
export const REQUIRED = '*Campo Obrigatório';
const UNKNOWN_FIELD = 'Campo desconhecido';
const INVALID_VALUE = 'Valor inválido';

/** Per-scalar texts: what a form shows next to the field. */
const SCALAR_MESSAGES: Record<string, string> = {
  EmailAddress: 'E-mail inválido',
  Date: 'Data inválida: use aaaa-mm-dd',
  DateTime: 'Data e hora inválidas',
  Int: 'Informe um número inteiro',
  Float: 'Informe um número',
  Boolean: 'Informe verdadeiro ou falso',
};

type Path = ReadonlyArray<string | number>;

/** The input type found at `path` inside `type` (list indices and input-object fields). */
function typeAt(type: GraphQLInputType, path: Path): GraphQLInputType | undefined {
  let t: GraphQLInputType | undefined = type;
  for (const key of path) {
    if (t && isNonNullType(t)) t = t.ofType;
    if (t && isListType(t) && typeof key === 'number') t = t.ofType;
    else if (t && isInputObjectType(t) && typeof key === 'string') t = t.getFields()[key]?.type;
    else return undefined;
  }
  return t && isNonNullType(t) ? t.ofType : t;
}

const keyOf = (variable: string, path: Path) =>
  variable + path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');

/**
 * One coercion failure as a form field error. graphql-js reports a missing or unknown input field at the path of
 * its object, naming the field only in the text (`Field "x" …`): the key then gets the field's name appended.
 */
function fieldError(variable: string, root: GraphQLInputType, path: Path, error: GraphQLError): [string, string] {
  const named = /^Field "([^"]+)" (is not defined|of required type)/.exec(error.message);
  if (named) return [keyOf(variable, [...path, named[1]]), named[2] === 'is not defined' ? UNKNOWN_FIELD : REQUIRED];
  const type = typeAt(root, path);
  if (/^Expected non-nullable type/.test(error.message)) return [keyOf(variable, path), REQUIRED];
  if (type && isEnumType(type)) return [keyOf(variable, path), 'Opção inválida'];
  if (type && isScalarType(type)) return [keyOf(variable, path), SCALAR_MESSAGES[type.name] ?? INVALID_VALUE];
  return [keyOf(variable, path), INVALID_VALUE];
}

/**
 * Field errors of the operation's variables, keyed by the variable's path (`input.email`, `filter.statuses[0]`),
 * or undefined when they coerce. Same rules as execution (graphql-js's coerceInputValue, defaults applied).
 */
export function variableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  raw: Record<string, unknown>,
): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (!type) continue; // validation already refused an unknown type
    const sent = Object.hasOwn(raw, name);
    if (!sent || raw[name] === null) {
      if (isNonNullType(type) && !(def.defaultValue && !sent)) fields[name] = REQUIRED;
      continue;
    }
    coerceInputValue(raw[name], type, (path, _value, error) => {
      const [key, message] = fieldError(name, type, path, error);
      fields[key] ??= message;
    });
  }
  return Object.keys(fields).length ? fields : undefined;
}

/**
 * Variables that do not fit the schema are answered before execution as BAD_USER_INPUT with per-field Portuguese
 * messages, instead of graphql-js's English text (which also suggests field and enum names: "Did you mean …").
 */
export function variablesPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request, schema }) {
          if (!operation) return;
          const fields = variableErrors(schema, operation, request.variables ?? {});
          if (!fields) return;
          throw gqlError('BAD_USER_INPUT', INVALID_VARIABLES, { fields, http: { status: 400 } });
        },
      };
    },
  };
}

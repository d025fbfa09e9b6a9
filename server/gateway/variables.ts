import type { ApolloServerPlugin } from '@apollo/server';
import {
  coerceInputValue,
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  typeFromAST,
  type ValueNode,
  visit,
} from 'graphql';
import { INVALID_CHARACTER, isStorableText, unstorableTexts } from '../lib/validation.js';
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
    // A single value sent for a list is coerced as its one item, and graphql-js's path then names no index.
    if (t && isListType(t) && typeof key === 'string') t = getNullableType(t.ofType);
    if (t && isListType(t) && typeof key === 'number') t = t.ofType;
    else if (t && isInputObjectType(t) && typeof key === 'string') t = t.getFields()[key]?.type;
    else return undefined;
  }
  return t && isNonNullType(t) ? t.ofType : t;
}

/** A mutation's `input` is its form: the fields of the form are the keys, without the argument's name. */
const FORM_ARGUMENT = 'input';

/**
 * Apollo keeps one parsed document per query text and hands the same object to every request that sends it: its
 * walk is done once, not on each request (the gateway's list-page throughput).
 */
const placesOfDocument = new WeakMap<DocumentNode, { places: Map<string, Path>; badLiterals: Path[] }>();

function documentPlaces(document: DocumentNode) {
  let found = placesOfDocument.get(document);
  if (!found) {
    const badLiterals: Path[] = [];
    found = { places: variablePlaces(document, badLiterals), badLiterals };
    placesOfDocument.set(document, found);
  }
  return found;
}

/**
 * Where each variable sits in the arguments (first use wins): the argument's name, then the input fields and list
 * indices down to the variable (`input: { products: [{ amount: $a }] }` → `input.products.0.amount`). String literals
 * that could not be stored are collected in `badLiterals`.
 */
function variablePlaces(document: DocumentNode, badLiterals: Path[] = []): Map<string, Path> {
  const places = new Map<string, Path>();
  const walk = (value: ValueNode, path: Path) => {
    if (value.kind === Kind.VARIABLE && !places.has(value.name.value)) places.set(value.name.value, path);
    if (value.kind === Kind.STRING && !isStorableText(value.value)) badLiterals.push(path);
    if (value.kind === Kind.LIST) for (const [i, v] of value.values.entries()) walk(v, [...path, i]);
    if (value.kind === Kind.OBJECT) for (const f of value.fields) walk(f.value, [...path, f.name.value]);
  };
  visit(document, {
    enter(node) {
      if (node.kind === Kind.ARGUMENT) walk(node.value, [node.name.value]);
    },
  });
  return places;
}

/**
 * A field error's key: its path in the argument, as the forms name their fields (`cnpj`, `project.conclusionDate`,
 * `products.0.amount` for a mutation's input; `filter.statuses.1`, `pageSize` for other arguments). The upstream
 * field errors of a mutation are renamed to the same paths (errors.ts, withInputPaths).
 */
function keyOf(place: Path, path: Path): string {
  const [argument, ...inside] = [...place, ...path];
  if (argument === FORM_ARGUMENT && inside.length) return inside.join('.');
  return [argument, ...inside].join('.');
}

/**
 * One coercion failure as a form field error. graphql-js reports a missing or unknown input field at the path of
 * its object, naming the field only in the text (`Field "x" …`): the path then gets the field's name appended.
 */
function fieldError(root: GraphQLInputType, path: Path, error: GraphQLError): [Path, string] {
  const named = /^Field "([^"]+)" (is not defined|of required type)/.exec(error.message);
  if (named) return [[...path, named[1]], named[2] === 'is not defined' ? UNKNOWN_FIELD : REQUIRED];
  const type = typeAt(root, path);
  if (/^Expected non-nullable type/.test(error.message)) return [path, REQUIRED];
  if (type && isEnumType(type)) return [path, 'Opção inválida'];
  if (type && isScalarType(type)) return [path, SCALAR_MESSAGES[type.name] ?? INVALID_VALUE];
  return [path, INVALID_VALUE];
}

/**
 * Field errors of the operation's variables, keyed by their path in the arguments (keyOf), or undefined when they
 * coerce. Same rules as execution (graphql-js's coerceInputValue, defaults applied).
 */
export function variableErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  raw: Record<string, unknown>,
): Record<string, string> | undefined {
  const { places, badLiterals } = documentPlaces(document);
  const fields: Record<string, string> = {};
  // Texts written in the document (`"a\u0000b"`) are held to the same rule as the variables' ones.
  for (const place of badLiterals) fields[keyOf(place, [])] ??= INVALID_CHARACTER;
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (!type) continue; // validation already refused an unknown type
    // Validation refuses an unused variable too; the fallback only keeps a key for it.
    const place = places.get(name) ?? [name];
    const sent = Object.hasOwn(raw, name);
    if (!sent || raw[name] === null) {
      if (isNonNullType(type) && !(def.defaultValue && !sent)) fields[keyOf(place, [])] ??= REQUIRED;
      continue;
    }
    coerceInputValue(raw[name], type, (path, _value, error) => {
      const [at, message] = fieldError(type, path, error);
      fields[keyOf(place, at)] ??= message;
    });
    // NUL bytes and lone surrogates (lib/validation.ts), keyed like the other field errors.
    const [argument, ...inside] = place;
    const texts = unstorableTexts(raw[name], argument === FORM_ARGUMENT ? inside : place);
    for (const [key, message] of Object.entries(texts ?? {})) fields[key === '_' ? keyOf(place, []) : key] ??= message;
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
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const fields = variableErrors(schema, document, operation, request.variables ?? {});
          if (!fields) return;
          throw gqlError('BAD_USER_INPUT', INVALID_VARIABLES, { fields, http: { status: 400 } });
        },
      };
    },
  };
}

import {
  type BreakingChange,
  BreakingChangeType,
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { recordedChanges } from './changelog.js';

/** A breaking change that docs/schema-changes.md does not record. */
export interface Unrecorded {
  /** graphql-js's description, the text that records the change. */
  description: string;
  /** What it does to a client and what to do instead, in plain words. */
  advice: string;
}

export interface SchemaCheck {
  unrecorded: Unrecorded[];
  /** Breaking changes recorded under Unreleased: allowed. */
  recorded: string[];
  /** Changes that can alter what an existing client gets (a new enum value it does not know...): warnings. */
  dangerous: string[];
  /** Entries under Unreleased that match no breaking change (mistyped, or the change was undone). */
  unmatchedRecords: string[];
}

const REMOVAL = {
  field: /^(\w+)\.(\w+) was removed\.$/,
  arg: /^(\w+)\.(\w+) arg (\w+) was removed\.$/,
  enumValue: /^(\w+) was removed from enum type (\w+)\.$/,
};

/** The released deprecation reason of what a removal took away, `undefined` when it was not deprecated. */
function releasedDeprecation(change: BreakingChange, released: GraphQLSchema): string | undefined {
  const fieldsOf = (typeName: string) => {
    const type = released.getType(typeName);
    return isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
  };
  if (change.type === BreakingChangeType.FIELD_REMOVED) {
    const [, type, field] = REMOVAL.field.exec(change.description) ?? [];
    return fieldsOf(type)[field]?.deprecationReason ?? undefined;
  }
  if (change.type === BreakingChangeType.ARG_REMOVED) {
    const [, type, field, arg] = REMOVAL.arg.exec(change.description) ?? [];
    const owner = fieldsOf(type)[field];
    const argument = owner && 'args' in owner ? owner.args.find((a) => a.name === arg) : undefined;
    return argument?.deprecationReason ?? undefined;
  }
  const [, value, enumName] = REMOVAL.enumValue.exec(change.description) ?? [];
  const type = released.getType(enumName);
  return isEnumType(type) ? (type.getValue(value)?.deprecationReason ?? undefined) : undefined;
}

const CONSEQUENCE: Record<BreakingChangeType, string> = {
  TYPE_REMOVED: 'Documents that name this type stop validating.',
  TYPE_CHANGED_KIND: 'Documents written for the old kind of type stop validating.',
  TYPE_REMOVED_FROM_UNION: 'Fragments on this member no longer match.',
  VALUE_REMOVED_FROM_ENUM: 'Clients that send or expect this value fail.',
  REQUIRED_INPUT_FIELD_ADDED: 'Inputs sent without the new field are refused: make it optional or give it a default.',
  IMPLEMENTED_INTERFACE_REMOVED: 'Fragments on the interface no longer match this type.',
  FIELD_REMOVED: 'Documents that select or send it stop validating.',
  FIELD_CHANGED_KIND: 'Clients read or send a type they were not written for.',
  REQUIRED_ARG_ADDED: 'Calls without the new argument are refused: make it optional or give it a default.',
  ARG_REMOVED: 'Calls that pass it stop validating.',
  ARG_CHANGED_KIND: 'Calls that pass the old type are refused.',
  DIRECTIVE_REMOVED: 'Documents that use this directive stop validating.',
  DIRECTIVE_ARG_REMOVED: 'Documents that pass this argument stop validating.',
  REQUIRED_DIRECTIVE_ARG_ADDED: 'Uses of the directive without the new argument stop validating.',
  DIRECTIVE_REPEATABLE_REMOVED: 'Documents that repeat the directive stop validating.',
  DIRECTIVE_LOCATION_REMOVED: 'Documents that use the directive there stop validating.',
};

const REMOVALS: BreakingChangeType[] = [
  BreakingChangeType.FIELD_REMOVED,
  BreakingChangeType.ARG_REMOVED,
  BreakingChangeType.VALUE_REMOVED_FROM_ENUM,
];

function advice(change: BreakingChange, released: GraphQLSchema): string {
  const consequence = CONSEQUENCE[change.type];
  if (!REMOVALS.includes(change.type)) return consequence;
  const reason = releasedDeprecation(change, released);
  return reason === undefined
    ? `${consequence} It was not deprecated in the last release: deprecate it first (@deprecated(reason: ...)) and remove it in a later release, or record it.`
    : `${consequence} It was deprecated in the last release ("${reason}"): record its removal.`;
}

/** Compares the released schema with the current one and sorts the breaking changes by the changelog's records. */
export function checkSchema(released: GraphQLSchema, current: GraphQLSchema, changelog: string): SchemaCheck {
  const records = recordedChanges(changelog);
  const breaking = findBreakingChanges(released, current);
  const isRecorded = (change: BreakingChange) => records.includes(change.description);
  return {
    unrecorded: breaking
      .filter((change) => !isRecorded(change))
      .map((change) => ({ description: change.description, advice: advice(change, released) })),
    recorded: breaking.filter(isRecorded).map((change) => change.description),
    dangerous: findDangerousChanges(released, current).map((change) => change.description),
    unmatchedRecords: records.filter((record) => !breaking.some((change) => change.description === record)),
  };
}

/** The same, from two printed SDLs. */
export const checkSdl = (releasedSdl: string, currentSdl: string, changelog: string): SchemaCheck =>
  checkSchema(buildSchema(releasedSdl), buildSchema(currentSdl), changelog);

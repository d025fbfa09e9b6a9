import * as values from '../datasources/enums.js';

/** Each enum's REST values for graphql-js (datasources/enums.ts holds the tables codegen reads too). */
export const enumResolvers = {
  OpportunityStatus: values.OpportunityStatus,
  ResaleStatus: values.ResaleStatus,
  ClosingProbability: values.ClosingProbability,
  OpportunityOrigin: values.OpportunityOrigin,
  SoftwareOwner: values.SoftwareOwner,
  OpportunitySortField: values.OpportunitySortField,
  SortDirection: values.SortDirection,
  RenewalDecision: values.RenewalDecision,
  HistoryType: values.HistoryType,
  HistoryAction: values.HistoryAction,
  HistoryKind: values.HistoryKind,
};

/** A REST value the schema does not know reads as null rather than failing the whole row. */
export function knownOrNull<T extends string | number>(table: Readonly<Record<string, T>>, value: unknown): T | null {
  return (Object.values(table) as unknown[]).includes(value) ? (value as T) : null;
}

import type { Viewer } from '../viewer.js';
import { opportunityScope } from './scope.js';

/**
 * A condition on `o` (numbered from $1) combined with the viewer's scope, whose parameters follow it; `resales` as
 * opportunityScope takes them.
 */
export function scopedWhere(viewer: Viewer, cond: { sql: string; params: unknown[] }, resales?: string[]) {
  const scope = opportunityScope(viewer, cond.params.length + 1, resales);
  return { sql: `(${cond.sql}) AND ${scope.sql}`, params: [...cond.params, ...scope.params] };
}

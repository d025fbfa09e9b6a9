import { aliasLimit } from './aliases.js';
import { depthLimit } from './depth.js';

export * from './constants.js';
export { costLimitPlugin } from './cost.js';

/** Validation rules added to graphql-js's own. */
export const limitRules = [depthLimit(), aliasLimit()];

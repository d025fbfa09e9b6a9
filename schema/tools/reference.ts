// `npm run schema:reference`: writes docs/schema-reference.md from the served schema.
import { FILES, freshReference, writeFile } from './sources.js';

writeFile(FILES.reference, freshReference());
console.log(`wrote ${FILES.reference}`);

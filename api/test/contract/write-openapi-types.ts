// `pnpm --filter @rsm/api openapi:types`: writes the generated client types after a route's schema changed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../../src/root-dir';
import { currentDocument, TYPES_FILE, typesOf } from './openapi-types';

writeFileSync(join(apiRoot, TYPES_FILE), await typesOf(await currentDocument()));
console.log(`wrote ${TYPES_FILE}`);

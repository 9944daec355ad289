import type { ZodType } from 'zod';
import type * as schemas from '@rsm/shared/schemas';

type Schemas = typeof schemas;
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends ZodType ? K : never }[keyof Schemas];

/** The schemas module, loaded on demand: zod and the schemas are a chunk no page waits for before it renders. */
export const loadSchemas = () => import('@rsm/shared/schemas');

/**
 * The schema of an answer, loaded beside the request that needs it (see `request` in @rsm/shared): a page renders
 * its heading, controls and loading state without waiting for zod, which arrives while the request is under way.
 */
export const answerSchema =
  <K extends SchemaName>(name: K) =>
  async (): Promise<Schemas[K]> =>
    (await loadSchemas())[name];

type Zod = (typeof import('zod'))['z'];

/**
 * An answer's schema composed here from zod and the shared schemas, loaded the same way; built once, on the first
 * request that needs it.
 */
export function composedSchema<S extends ZodType>(build: (z: Zod, shared: Schemas) => S): () => Promise<S> {
  let built: Promise<S> | undefined;
  return () =>
    (built ??= Promise.all([import('zod'), loadSchemas()]).then(([{ z }, shared]) => build(z, shared)));
}

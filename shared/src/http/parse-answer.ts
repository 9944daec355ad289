import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * zod's parser, for a schema of any flavour (zod/mini or classic), in a chunk of its own: `request` loads it beside the
 * answer's schema while the request is under way, so no page's first load waits for it.
 */
export const parseAnswer = <S extends $ZodType>(schema: S, data: unknown) =>
  // Without zod's compiled fast path: compiling it costs more than it saves on the few answers of each shape a page
  // parses, and it would run inside the page's first render.
  safeParse(schema, data, { jitless: true });

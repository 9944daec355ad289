import { z } from 'zod';

export type Sort<F extends string> = { field: F; direction: 'asc' | 'desc' };

/** A `sort=field direction` query param limited to `fields`; unknown values are a 400, the enum shows in /docs. */
export function sortQuery<F extends string>(fields: readonly F[], fallback: `${F} ${'asc' | 'desc'}`) {
  const values = fields.flatMap((field) => [`${field} asc`, `${field} desc`]) as [string, ...string[]];
  return z
    .enum(values)
    .default(fallback)
    .transform((value): Sort<F> => {
      const [field, direction] = value.split(' ') as [F, 'asc' | 'desc'];
      return { field, direction };
    });
}

/** Query-string booleans: only the words true/false (and 1/0), not any non-empty string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

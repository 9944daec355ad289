import { safeParseAsync } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

type FieldIssue = { type: string; message: string };

/** What a react-hook-form resolver answers: the parsed values, or the first issue of each field. */
export type ZodResolverResult<Values> =
  | { values: Values; errors: Record<string, never> }
  | { values: Record<string, never>; errors: { [Field in keyof Values]?: FieldIssue } };

/**
 * react-hook-form validation by a zod schema: the first issue of each field becomes its error. A few lines instead of
 * @hookform/resolvers, which this workspace does not install; typed by shape, so @rsm/shared needs no react-hook-form.
 */
export function zodResolver<Values>(schema: $ZodType<Values, Values>) {
  return async (values: Values): Promise<ZodResolverResult<Values>> => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldIssue> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as { [Field in keyof Values]?: FieldIssue } };
  };
}

import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { safeParseAsync } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * react-hook-form validation by a zod schema: the first issue of each field becomes its error. A few lines instead of
 * @hookform/resolvers, which this workspace does not install.
 */
export function zodResolver<Values extends FieldValues>(schema: $ZodType<Values, Values>): Resolver<Values> {
  return async (values) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

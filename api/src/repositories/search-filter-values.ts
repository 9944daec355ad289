import { z } from 'zod';

/** The values of one search filter (`q[name][]`): at most 20. */
export const filterValues = <T extends z.ZodType>(schema: T) => z.array(schema).max(20).optional();

/** Values written as text, each kept as `parse` reads it; one it cannot read is not `problem`. */
export const parsedFilter = (parse: (value: string) => string | null, problem: string) =>
  filterValues(
    z
      .string()
      .trim()
      .max(20)
      .transform((value, context) => {
        const parsed = parse(value);
        if (parsed) return parsed;
        context.addIssue({ code: 'custom', message: `"${value}" is not ${problem}` });
        return z.NEVER;
      }),
  );

/** A range as the `from-to` it searches (also the cache key), or null. */
export const rangeText = (range: { from: number; to: number } | null) => range && `${range.from}-${range.to}`;

import type { SearchQuery } from '@rsm/shared';
import * as z from 'zod/mini';

/** The row categories of the advanced search: the search form's lists plus track and album name. */
export const CATEGORIES = [
  'keywords',
  'composers',
  'genres',
  'moods',
  'tempos',
  'instrumentations',
  'labels',
  'track_name',
  'album_name',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Categories typed as free text; the others pick values from a list. */
export const TEXT_CATEGORIES: readonly Category[] = ['track_name', 'album_name'];

const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

const rowSchema = z.object({ category: z.enum(CATEGORIES), values: z.array(optionSchema) });
export type Row = z.infer<typeof rowSchema>;

const hasCriteria = (form: { text: string; rows: Row[] }) =>
  form.text.trim() !== '' || form.rows.some((row) => row.values.some((option) => option.value.trim() !== ''));

/** The advanced search form: text is a string, the other fields lists of value/label pairs; something must be asked for. */
export const advancedSearchSchema = z
  .object({
    text: z.string(),
    // zod's own English wording: zod/mini carries no messages of its own.
    rows: z
      .array(rowSchema)
      .check(
        z.minLength(1, 'Too small: expected array to have >=1 items'),
        z.maxLength(CATEGORIES.length, `Too big: expected array to have <=${CATEGORIES.length} items`),
      ),
  })
  .check(
    z.refine((form) => new Set(form.rows.map((row) => row.category)).size === form.rows.length, {
      path: ['rows'],
      message: 'A category can be used in only one row',
    }),
    z.refine(hasCriteria, { path: ['text'], message: 'Enter something to search for' }),
  );
export type AdvancedSearchForm = z.infer<typeof advancedSearchSchema>;

/** What the form holds each time it opens: no text and a single empty row. */
export const emptyForm = (): AdvancedSearchForm => ({
  text: '',
  rows: [{ category: CATEGORIES[0], values: [] }],
});

export const canAddRow = (rows: Row[]) => rows.length < CATEGORIES.length;
export const canRemoveRow = (rows: Row[]) => rows.length > 1;

/** The row added by 'Add row': the first category no row uses yet, or null when all are used. */
export function nextRow(rows: Row[]): Row | null {
  const used = new Set(rows.map((row) => row.category));
  const category = CATEGORIES.find((candidate) => !used.has(candidate));
  return category && canAddRow(rows) ? { category, values: [] } : null;
}

/** The categories row `index` may switch to: its own and those no other row uses. */
export function categoriesFor(rows: Row[], index: number): Category[] {
  const taken = new Set(rows.filter((_, other) => other !== index).map((row) => row.category));
  return CATEGORIES.filter((category) => !taken.has(category));
}

/** Changing a row's category clears the values it held for the old one. */
export const withCategory = (row: Row, category: Category): Row =>
  row.category === category ? row : { category, values: [] };

export const formHasCriteria = hasCriteria;

/** The `/search` query the form asks for. */
export function toSearchQuery(form: AdvancedSearchForm): SearchQuery {
  const query: SearchQuery = {};
  const text = form.text.trim();
  if (text) query.text = [text];
  for (const row of form.rows) {
    const values = [...new Set(row.values.map((option) => option.value.trim()).filter(Boolean))];
    if (values.length) query[row.category] = values;
  }
  return query;
}

import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { request, type RequestOptions, type SchemaOption } from '../http/api-client';
import type { AnswerSchema } from '../http/response-check';

/**
 * The query of one answer of the API: `path` asked for (with `query`), the answer checked against `schema`, or a
 * loader of it, and typed by it. Other options are spread beside it: `{ ...requestQuery(…), staleTime }`.
 */
export const requestQuery = <const Key extends QueryKey, S extends AnswerSchema>(
  queryKey: Key,
  path: string,
  schema: SchemaOption<S>,
  query?: RequestOptions['query'],
) => {
  // The query runs later, called by react-query, with no frame of the app's code on its stack: an answer of the
  // wrong shape is reported as the app's whose code built these options (its stack, read only on a mismatch).
  const askedAt = new Error();
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => request(path, { schema, query, signal, askedAt }),
  });
};

/**
 * One page of a list: `params` (page, per, sort…) are the request's query and the end of its key, and the page on
 * screen stays while the next one loads.
 */
export const requestPageQuery = <
  const Key extends QueryKey,
  const Params extends Record<string, unknown>,
  S extends AnswerSchema,
>(
  queryKey: Key,
  path: string,
  schema: SchemaOption<S>,
  params: Params,
) => ({
  ...requestQuery([...queryKey, params], path, schema, params),
  placeholderData: keepPreviousData,
});

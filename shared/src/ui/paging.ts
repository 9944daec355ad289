import { createSearchParams, useSearchParams, type To } from 'react-router-dom';

/** The page number held in the URL (?page=), so back, reload and share land on the same page. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** A link to one page of a list; page 1 keeps the plain path. */
export function pageLink(pathname: string, page: number): To {
  return { pathname, search: createSearchParams(page > 1 ? { page: String(page) } : {}).toString() };
}

/** Page count = ceil(total_count / perPage). */
export const pageCount = (totalCount: number, perPage: number) =>
  perPage > 0 ? Math.ceil(totalCount / perPage) : 0;

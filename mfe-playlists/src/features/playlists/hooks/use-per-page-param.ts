import { useSearchParams } from '@rsm/shared';

/** Track tables show 50, 100 or 250 rows a page, the first by default. */
export const PER_PAGE_OPTIONS = [50, 100, 250] as const;

/** The rows per page held in the URL (?per=), so reload and share keep it; anything else is the default. */
export function usePerPageParam(): number {
  const [params] = useSearchParams();
  const per = Number(params.get('per'));
  return (PER_PAGE_OPTIONS as readonly number[]).includes(per) ? per : PER_PAGE_OPTIONS[0];
}

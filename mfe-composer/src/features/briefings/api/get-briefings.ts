import { briefingListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, requestPageQuery } from '@rsm/shared';

export const BRIEFINGS_PER_PAGE = 20;

export interface BriefingsParams {
  page: number;
  per?: number;
}

/** Open and closed briefs a composer can answer, a page at a time. The API answers 403 to non-composers. */
export const briefingsQueryOptions = ({ page, per = BRIEFINGS_PER_PAGE }: BriefingsParams) => ({
  ...requestPageQuery(['briefings'], '/v1_rsm/briefings', briefingListResponseSchema, { page, per }),
  // A refusal will not change on a second try.
  retry: (failures: number, error: unknown) =>
    !(error instanceof ApiError && error.status === 403) && failures < 1,
});

export const useBriefings = (params: BriefingsParams) => useQuery(briefingsQueryOptions(params));

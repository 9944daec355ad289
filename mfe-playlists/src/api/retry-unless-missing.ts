import { ApiError } from '@rsm/shared';

/** One retry, but none for a playlist or folder that is not there: it stays missing, no point asking again. */
export const retryUnlessMissing = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

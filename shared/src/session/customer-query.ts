import { queryOptions } from '@tanstack/react-query';
import { $authHeaders, clearAuth } from '../bus/auth-store';
import { ApiError, request } from '../http/api-client';

/** Loaded beside the request: the customer query runs on every page's first load (see request). */
const customerAnswerSchema = async () => (await import('../schemas/answers')).customerAnswerSchema;

export const customerQueryKey = ['customer'] as const;

export const customerQueryOptions = queryOptions({
  queryKey: customerQueryKey,
  queryFn: async () => {
    try {
      return (await request('/v1/customer', { schema: customerAnswerSchema })).customer;
    } catch (error) {
      // Any error the server answers while a token exists means the session cannot be trusted. A request
      // that got no answer judged nothing: the page reloading or leaving cuts its requests off (a reload right after
      // signing in logged the customer out), and so does a dropped connection.
      if ($authHeaders.get() && !(error instanceof ApiError && error.status === 0)) clearAuth();
      throw error;
    }
  },
  retry: false,
});

import { queryOptions } from '@tanstack/react-query';
import { $authHeaders, clearAuth } from '../bus/auth-store';
import { ApiError, request } from '../http/api-client';
import type { Customer } from '../schemas/customer';

export const customerQueryKey = ['customer'] as const;

export const customerQueryOptions = queryOptions({
  queryKey: customerQueryKey,
  queryFn: async () => {
    try {
      return (await request<{ customer: Customer }>('/v1/customer')).customer;
    } catch (error) {
      // Any error the server answers while a token exists means the session cannot be trusted (spec §4.6). A request
      // that got no answer judged nothing: the page reloading or leaving cuts its requests off (a reload right after
      // signing in logged the customer out), and so does a dropped connection.
      if ($authHeaders.get() && !(error instanceof ApiError && error.status === 0)) clearAuth();
      throw error;
    }
  },
  retry: false,
});

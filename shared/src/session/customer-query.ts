import { queryOptions } from '@tanstack/react-query';
import { $authHeaders, clearAuth } from '../bus/auth-store';
import { request } from '../http/api-client';
import type { Customer } from '../schemas/customer';

export const customerQueryKey = ['customer'] as const;

export const customerQueryOptions = queryOptions({
  queryKey: customerQueryKey,
  queryFn: async () => {
    try {
      return (await request<{ customer: Customer }>('/v1/customer')).customer;
    } catch (error) {
      // Any error while a token exists means the session cannot be trusted (spec §4.6).
      if ($authHeaders.get()) clearAuth();
      throw error;
    }
  },
  retry: false,
});

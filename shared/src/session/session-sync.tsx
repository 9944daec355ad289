import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { $isLoggedIn } from '../bus/auth-store';
import { publishCustomer } from '../bus/customer-store';
import { customerQueryOptions } from './customer-query';

/**
 * Loads the customer while a session exists and publishes it on the bus for every app. When the session ends
 * (logout, 401), the whole query cache is dropped so no app shows the previous customer's playlists or briefs.
 */
export function SessionSync() {
  const loggedIn = useStore($isLoggedIn);
  const queryClient = useQueryClient();
  const customer = useQuery({ ...customerQueryOptions, enabled: loggedIn });

  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (!loggedIn) {
      if (wasLoggedIn.current) queryClient.clear();
      publishCustomer(null);
    }
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, queryClient]);

  useEffect(() => {
    if (!loggedIn) return;
    if (customer.isSuccess) publishCustomer(customer.data);
    else if (customer.isError) publishCustomer(null);
  }, [loggedIn, customer.isSuccess, customer.isError, customer.data]);

  return null;
}

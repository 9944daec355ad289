export { AppProviders } from './app-providers';
export { customerQueryKey, customerQueryOptions } from './customer-query';
export { createQueryClient } from './query-client';
export { SessionSync } from './session-sync';
export { mountStandalone } from './mount-standalone';

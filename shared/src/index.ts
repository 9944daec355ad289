/**
 * @rsm/shared — the contract between the apps. Shared at run time as a singleton, so the stores below exist once
 * on a page whichever app imports them.
 */
export * from './analytics';
export * from './bus';
export {
  $runtimeConfig,
  apiBaseUrl,
  loadRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
} from './config/runtime-config';
export * from './contract';
export * from './http';
export * from './i18n';
export { paths, routeOwner, searchParams, searchWords, type SearchQuery } from './paths';
export { SEARCH_FIELD_ALIASES, SEARCH_FIELDS, type SearchField } from './search-fields';
export * from './query';
export * from './session';
export * from './ui';
export type * from './schemas';
export * from './router';
export * from './downloads';
export * from './tracks';
export * from './uploads/file-problem';
export * from './uploads';

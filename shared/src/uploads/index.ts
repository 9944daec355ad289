/**
 * What the API accepts as an upload, for the API and the apps alike: the limits, and the formats told by a file's
 * first bytes. No browser or server code: `@rsm/shared/uploads` is imported by both.
 */
export * from './limits';
export * from './sniff';

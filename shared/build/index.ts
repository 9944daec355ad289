export { createAppConfig, type AppOptions } from './create-app-config';
export { sharedDependencies } from './shared-deps';
export { serveStatic } from './serve-static';
export { parseServeEnv, runtimeConfigFrom } from './serve-env';
export { runtimeConfigHead } from './runtime-config-head';
export { federationExposes } from '../src/contract/exposes';

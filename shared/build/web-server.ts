/**
 * The entry of a web app's container (deploy/web.Dockerfile), bundled alone into web-server.mjs: serves ./dist of
 * the app named by APP (`host`, `mfe-catalogue`, …) and stops at once on SIGTERM (keep-alive connections are closed,
 * not waited for).
 */
import { serveApp } from './serve-app';
import { parseServeEnv } from './serve-env';

const server = await serveApp({ folder: parseServeEnv().APP ?? 'host', defaultPort: 8080 });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });

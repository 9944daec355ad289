/** The environment of a served app, parsed once. Nothing else in the build tooling reads process.env. */
import { z } from 'zod';

const url = z.url();

export const serveEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HOST: z.string().default('0.0.0.0'),
  API_URL: url.default('http://localhost:3000'),
  /**
   * Where the host's server asks the API for a page's picture (page-picture.ts) when API_URL, the browser's address,
   * does not reach it from the server (behind a gateway: http://api:3000). Defaults to API_URL.
   */
  API_INTERNAL_URL: url.optional(),
  CATALOGUE_URL: url.default('http://localhost:8081'),
  PLAYER_URL: url.default('http://localhost:8082'),
  PLAYLISTS_URL: url.default('http://localhost:8083'),
  COMPOSER_URL: url.default('http://localhost:8084'),
  /** Which app's build a container serves (`host`, `mfe-catalogue`, …): its folder's name in the repository. */
  APP: z
    .string()
    .regex(/^(host|mfe-[a-z]+)$/, 'host or mfe-<name>')
    .optional(),
  /** The version this app's build is (a container image's); it is then also served at /<app>/<version>/. */
  APP_VERSION: z
    .string()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, 'letters, digits, dots and dashes')
    .optional(),
});

export type ServeEnv = z.infer<typeof serveEnvSchema>;

export function parseServeEnv(env: NodeJS.ProcessEnv = process.env): ServeEnv {
  const result = serveEnvSchema.safeParse(env);
  if (!result.success) {
    console.error('Invalid environment:');
    for (const issue of result.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  return result.data;
}

/** The runtime config the host fetches at boot as /config.json (the same shape as RuntimeConfig in src). */
export function runtimeConfigFrom(env: ServeEnv) {
  return {
    apiUrl: env.API_URL,
    remotes: {
      catalogue: `${env.CATALOGUE_URL.replace(/\/$/, '')}/mf-manifest.json`,
      player: `${env.PLAYER_URL.replace(/\/$/, '')}/mf-manifest.json`,
      playlists: `${env.PLAYLISTS_URL.replace(/\/$/, '')}/mf-manifest.json`,
      composer: `${env.COMPOSER_URL.replace(/\/$/, '')}/mf-manifest.json`,
    },
  };
}

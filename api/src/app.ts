import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { Server } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Pool } from '@rsm/db/pool';
import { mediaUrls } from './lib/media-urls';
import { parseQueryString } from './lib/query-string';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerConditionalGet } from './plugins/conditional-get';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerFormBody } from './plugins/form-body';
import { registerJsonBody } from './plugins/json-body';
import { trackRouteMethods } from './plugins/method-not-allowed';
import { registerLanguage } from './plugins/language';
import { anyWebOrigin } from './env';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRejectNul } from './plugins/reject-nul';
import { registerSecurityHeaders } from './plugins/security-headers';
import type { SignInLimits } from './lib/limits/sign-in-guard';
import { createRepositories, type SearchMemoryOptions } from './repositories';
import accountProfileRoutes from './routes/account-profiles';
import albumRoutes from './routes/albums';
import analyticsRoutes from './routes/analytics';
import authRoutes from './routes/auth';
import briefingRoutes from './routes/briefings';
import composerCatalogueRoutes from './routes/composer-catalogue';
import composerListRoutes from './routes/composer-lists';
import composerSubmissionRoutes from './routes/composer-submissions';
import contractRoutes from './routes/contracts';
import digitalContractRoutes from './routes/digital-contracts';
import {
  lazySigningIdentity,
  processSigningIdentity,
  type SigningSource,
} from './lib/signing/signing-identity';
import statementRoutes from './routes/statements';
import uploadRoutes from './routes/uploads';
import cuesheetRoutes from './routes/cuesheets';
import customerRoutes from './routes/customer';
import downloadRoutes from './routes/downloads';
import favouriteRoutes from './routes/favourites';
import folderRoutes from './routes/folders';
import healthRoutes from './routes/health';
import historyRoutes from './routes/history';
import lookupRoutes from './routes/lookups';
import mediaRoutes from './routes/media';
import pictureVariantRoutes from './routes/images';
import playlistExportRoutes from './routes/playlist-exports';
import projectShareRoutes from './routes/project-shares';
import projectTrackRoutes from './routes/project-tracks';
import projectRoutes from './routes/projects';
import receivedProjectRoutes from './routes/received-projects';
import searchRoutes from './routes/search';
import soundRoutes from './routes/sound';
import type { ReferenceSearchOptions } from './routes/sound/reference-search';
import trackRoutes from './routes/tracks';
import { registerSiteRoutes, type SiteOptions } from './site-routes';

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'];

/** Fastify's request log line, with a token sent in the query (validate_token) masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:access-token|client|token)=)[^&]*/gi, '$1[hidden]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export interface AppOptions extends SiteOptions {
  db: Pool;
  /** Folder the media paths stored in the database are relative to. */
  mediaDir: string;
  /** Base of the absolute file URLs in responses. */
  publicUrl: string;
  /** Where rendered picture variants are kept; by default `images/` beside the media folder, in the data dir. */
  imageCacheDir?: string;
  /** Allowed origins; by default any web origin but `null`. */
  corsOrigins?:
    string[] | ((origin: string | undefined, done: (error: Error | null, allow: boolean) => void) => void);
  logLevel?: string;
  /** Per-route rate limits of sign-in, sign-up and password routes; tests turn them off. */
  rateLimit?: boolean;
  /** Wrong-password limits of sign-in (defaults from the environment). */
  signInLimits?: SignInLimits;
  /** Limits and quotas shared by every API process; without it they are counted in this process. */
  redis?: Redis | null;
  /** The clock of the limits counted in this process (tests move it instead of waiting); Date.now unless told. */
  limitsClock?: () => number;
  /** Origin of the web app that links in emails open (default: the first allowed redirect origin). */
  siteUrl?: string;
  /** Share emails one customer may send in an hour. */
  shareEmailsPerHour?: number;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client's address (request.ip). */
  trustProxy?: boolean | number | string[];
  /** What searches keep in memory until the catalogue changes (on by default), and whether briefs read the index. */
  searchCache?: SearchMemoryOptions;
  /** Analysis threads, queue and rate limits of searches by reference file; by default from the environment. */
  referenceSearch?: ReferenceSearchOptions;
  /** Where the key and certificate that seal signed contracts come from; by default one made for this process. */
  contractSigning?: SigningSource;
}

/** Builds the app without listening: server.ts listens, tests use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: { level: options.logLevel ?? 'info', serializers: { req: requestForLog } },
    // `/v1_rsm/albums/` is `/v1_rsm/albums`, as Rails routes it, rather than a 404 or a parameter error.
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    // A hop count is what proxy-addr does with a number; Fastify's types only name the function form.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('repos', createRepositories(options.db, mediaUrls(options.publicUrl), options.searchCache));
  registerErrorHandler(app, trackRouteMethods(app));
  registerJsonBody(app);
  registerFormBody(app);
  await app.register(cors, {
    origin: options.corsOrigins ?? anyWebOrigin,
    // The plugin allows only GET, HEAD and POST by default; playlists and folders are renamed and deleted.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [
      ...AUTH_HEADERS,
      'content-disposition',
      'content-length',
      'content-range',
      'accept-ranges',
    ],
    // No list of allowed headers: the preflight allows the headers asked for, as devise_token_auth's guide sets
    // rack-cors up (`headers: :any`). jQuery clients add If-Modified-Since and X-Requested-With to every call.
    // A browser then asks once per two hours (Chromium's ceiling), not before every authenticated call.
    maxAge: 7200,
  });
  await registerSecurityHeaders(app, options.publicUrl);
  registerConditionalGet(app);
  await registerCompression(app);
  await registerDocs(app, options.publicUrl);
  await app.register(fastifyStatic, { root: options.mediaDir, serve: false });
  registerLanguage(app);
  registerAuth(app);
  registerRejectNul(app);
  await registerRateLimit(app, {
    enabled: options.rateLimit !== false,
    redis: options.redis,
    signIn: options.signInLimits,
    now: options.limitsClock,
  });
  for (const routes of [
    healthRoutes,
    authRoutes,
    customerRoutes,
    accountProfileRoutes,
    albumRoutes,
    trackRoutes,
    projectRoutes,
    projectTrackRoutes,
    folderRoutes,
    favouriteRoutes,
    historyRoutes,
    analyticsRoutes,
    searchRoutes,
    lookupRoutes,
    briefingRoutes,
    composerSubmissionRoutes,
    composerCatalogueRoutes,
    statementRoutes,
    composerListRoutes,
    cuesheetRoutes,
    playlistExportRoutes,
    receivedProjectRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(projectShareRoutes, {
    siteUrl: options.siteUrl ?? options.allowedRedirectOrigins?.[0] ?? 'http://localhost:8080',
    emailsPerHour: options.shareEmailsPerHour ?? 100,
  });
  await app.register(mediaRoutes, { mediaDir: options.mediaDir });
  await app.register(pictureVariantRoutes, {
    mediaDir: options.mediaDir,
    cacheDir: options.imageCacheDir ?? join(options.mediaDir, '..', 'images'),
  });
  await app.register(downloadRoutes, { mediaDir: options.mediaDir });
  await app.register(uploadRoutes, { mediaDir: options.mediaDir });
  await app.register(
    soundRoutes,
    options.referenceSearch ? { referenceSearch: options.referenceSearch } : {},
  );
  await app.register(contractRoutes, { mediaDir: options.mediaDir });
  await app.register(digitalContractRoutes, {
    siteUrl: options.siteUrl ?? options.allowedRedirectOrigins?.[0] ?? 'http://localhost:8080',
    signingIdentity: options.contractSigning
      ? lazySigningIdentity(options.contractSigning)
      : processSigningIdentity,
  });
  await registerSiteRoutes(app, options);
  return app;
}

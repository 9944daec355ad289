import type { FastifyInstance } from 'fastify';
import { redirectOrigins } from './lib/redirects';
import contactRoutes from './routes/contact';
import contentMediaRoutes from './routes/content-media';
import curatedPlaylistRoutes from './routes/curated-playlists';
import firstPaintRoutes from './routes/first-paint';
import homepageRoutes from './routes/homepage';
import mailboxRoutes from './routes/mailbox';
import pageRoutes from './routes/pages';
import passwordRoutes from './routes/passwords';
import registrationRoutes from './routes/registrations';
import socialSignInRoutes from './routes/social-sign-in';
import type { SocialProviderConfig } from './lib/social/providers';

export interface SiteOptions {
  publicUrl: string;
  /** Origins confirmation and reset links may redirect to; PUBLIC_URL's origin is always allowed. */
  allowedRedirectOrigins?: string[];
  /** Serve GET /dev/mailbox (never in production). */
  mailbox?: boolean;
  /** Receives music consultation requests. */
  staffEmail?: string;
  /** Identity providers of social sign-in (none: no social sign-in). */
  socialProviders?: SocialProviderConfig[];
}

const DEFAULT_REDIRECT_ORIGINS = ['http://localhost:8080', 'http://localhost:8090'];

/** The public site's routes: sign-up and passwords, editorial content, homepage, pages' first paint, contact, local mailbox. */
export async function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const origins = redirectOrigins(
    options.allowedRedirectOrigins ?? DEFAULT_REDIRECT_ORIGINS,
    options.publicUrl,
  );
  await app.register(registrationRoutes, { publicUrl: options.publicUrl, redirectOrigins: origins });
  await app.register(passwordRoutes, { redirectOrigins: origins });
  await app.register(socialSignInRoutes, {
    providers: options.socialProviders ?? [],
    publicUrl: options.publicUrl,
    redirectOrigins: origins,
  });
  await app.register(pageRoutes);
  await app.register(homepageRoutes);
  await app.register(firstPaintRoutes);
  await app.register(curatedPlaylistRoutes);
  await app.register(contentMediaRoutes);
  await app.register(contactRoutes, { staffEmail: options.staffEmail ?? 'music@rsm.test' });
  if (options.mailbox) await app.register(mailboxRoutes);
}

import * as z from 'zod/mini';
import { albumSchema } from './catalogue';
import { imageSchema, pagedListSchema } from './common';

/** A CMS page: body is plain text, paragraphs separated by blank lines, lines starting with '## ' are headings. */
export const contentPageSchema = z.object({ slug: z.string(), title: z.string(), body: z.string() });
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = z.object({ page: contentPageSchema });

/** The content server's page slugs, one per page of the site. */
export const PAGE_SLUGS = {
  about: 'v2_web_about_us',
  terms: 'v2_agb',
  privacy: 'v2_web_data_protection_page',
  cookies: 'v2_cookie',
  cookiePreferences: 'v2_cookie_preferences',
  rates: 'v2_rates_and_licensing',
  adverts: 'v2_rates_adverts',
  filmTrailers: 'v2_rates_film_trailers',
  online: 'v2_rates_online',
  games: 'v2_rates_games',
  ipc: 'v2_rates_ipc',
  contact: 'v2_web_contacts_page',
} as const;

export type PageSlug = (typeof PAGE_SLUGS)[keyof typeof PAGE_SLUGS];

export const globalFaqSchema = z.object({ id: z.int(), question: z.string(), answer: z.string() });
export type GlobalFaq = z.infer<typeof globalFaqSchema>;
export const globalFaqListResponseSchema = z.object({ global_faqs: z.array(globalFaqSchema) });

export const crewMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  photo: imageSchema,
});
export type CrewMember = z.infer<typeof crewMemberSchema>;
export const crewListResponseSchema = z.object({ crew: z.array(crewMemberSchema) });

export const agentSchema = z.object({
  id: z.int(),
  country: z.string(),
  name: z.string(),
  email: z.string(),
  website: z.nullable(z.string()),
});
export type Agent = z.infer<typeof agentSchema>;
export const agentListResponseSchema = z.object({ agents: z.array(agentSchema) });

export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  image: imageSchema,
  link: z.nullable(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListResponseSchema = z.object({ banners: z.array(bannerSchema) });

export const trustedBySchema = z.object({ id: z.int(), name: z.string(), logo: imageSchema });
export type TrustedBy = z.infer<typeof trustedBySchema>;
export const trustedByListResponseSchema = z.object({ trusted_bies: z.array(trustedBySchema) });

export const lastReleasesResponseSchema = z.object({ albums: z.array(albumSchema) });

/** An editors' playlist of catalogue tracks (not a customer's project). */
export const curatedPlaylistSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  cover: imageSchema,
  tracks_count: z.int(),
});
export type CuratedPlaylist = z.infer<typeof curatedPlaylistSchema>;
export const curatedPlaylistsResponseSchema = z.object({ playlists: z.array(curatedPlaylistSchema) });
export const curatedPlaylistPageResponseSchema = pagedListSchema('playlists', curatedPlaylistSchema);
export const curatedPlaylistResponseSchema = z.object({ playlist: curatedPlaylistSchema });

export const stayTunedBodySchema = z.object({
  stay_tuned_user: z.object({ email: z.string().check(z.maxLength(254)) }),
});
export const stayTunedResponseSchema = z.object({ stay_tuned_user: z.object({ email: z.string() }) });

export const musicConsultationBodySchema = z.object({
  music_consultation: z.object({
    name: z.optional(z.string().check(z.maxLength(1000))),
    email: z.optional(z.string().check(z.maxLength(1000))),
    company: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
    phone: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
    message: z.optional(z.string().check(z.maxLength(20_000))),
  }),
});
export type MusicConsultationBody = z.infer<typeof musicConsultationBodySchema>;
export const musicConsultationResponseSchema = z.object({
  music_consultation: z.object({ id: z.int() }),
});

/** Rails-style validation errors of the public forms: 422 { errors: { email: ['is invalid'] } }. */
export const formErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type FormErrors = z.infer<typeof formErrorsSchema>;

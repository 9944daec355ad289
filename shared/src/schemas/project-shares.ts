import * as z from 'zod/mini';
import { pagingMetaSchema } from './common';
import { playlistSchema } from './playlists';

/** One sending of a playlist to an email address. */
export const projectShareSchema = z.object({
  id: z.int(),
  email: z.string(),
  created_at: z.string(),
});
export type ProjectShare = z.infer<typeof projectShareSchema>;

/** A playlist in the Sent or Received list: one row per share, with who sent it to whom. */
export const sharedPlaylistSchema = z.extend(playlistSchema, {
  share: z.extend(projectShareSchema, {
    sender: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  }),
});
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>;

export const sharedPlaylistListResponseSchema = z.object({
  projects: z.array(sharedPlaylistSchema),
  meta: pagingMetaSchema,
});
export type SharedPlaylistListResponse = z.infer<typeof sharedPlaylistListResponseSchema>;

/** Valid addresses only, at most 20 a sending (spec §5: the email chips input). */
export const createProjectSharesBodySchema = z.object({
  emails: z.array(z.email().check(z.maxLength(254))).check(z.minLength(1), z.maxLength(20)),
});
export const projectSharesResponseSchema = z.object({ project_shares: z.array(projectShareSchema) });

/** Folder pickers: every folder as {id, name}. */
export const folderNamesResponseSchema = z.object({
  project_categories: z.array(z.object({ id: z.int(), name: z.string() })),
});

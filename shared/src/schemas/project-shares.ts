import * as z from 'zod/mini';
import { pagedListSchema } from './common';
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
    /** The sender's note (absent from answers of servers older than the field). */
    message: z.optional(z.nullable(z.string())),
  }),
});
export type SharedPlaylist = z.infer<typeof sharedPlaylistSchema>;

export const sharedPlaylistListResponseSchema = pagedListSchema('projects', sharedPlaylistSchema);
export type SharedPlaylistListResponse = z.infer<typeof sharedPlaylistListResponseSchema>;

/** Valid addresses only, at most 20 a sending (the email chips input). */
export const createProjectSharesBodySchema = z.object({
  emails: z.array(z.email().check(z.maxLength(254))).check(z.minLength(1), z.maxLength(20)),
  /** A note from the sender, shown with the playlist and in the email. */
  message: z.optional(z.string().check(z.maxLength(1000))),
});
export const projectSharesResponseSchema = z.object({ project_shares: z.array(projectShareSchema) });

/** A link to a playlist that opens it for anyone who has it, to paste in a chat or a brief. */
export const shareLinkSchema = z.object({ url: z.string(), created_at: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkResponseSchema = z.object({ share_link: shareLinkSchema });

/** Folder pickers: every folder as {id, name}. */
export const folderNamesResponseSchema = z.object({
  project_categories: z.array(z.object({ id: z.int(), name: z.string() })),
});

/** A playlist opened from a share: the playlist, and who sent it with what note. */
export const sharedPlaylistResponseSchema = z.object({
  project: playlistSchema,
  share: z.optional(z.object({ sender_name: z.string(), message: z.nullable(z.string()) })),
});
export type SharedPlaylistResponse = z.infer<typeof sharedPlaylistResponseSchema>;

/** An address a playlist was sent to, with what its recipient did (GET /v1_rsm/project_share_emails/:uuid). */
export const shareEmailSchema = z.object({
  id: z.int().check(z.describe('The newest share to this address; DELETE with it removes the address')),
  email: z.string(),
  created_at: z.string().check(z.describe('When the playlist was last sent to this address')),
  shares_count: z.int(),
  plays: z.int(),
  downloads: z.int(),
});
export type ShareEmail = z.infer<typeof shareEmailSchema>;
export const shareEmailListResponseSchema = z.object({ project_share_emails: z.array(shareEmailSchema) });

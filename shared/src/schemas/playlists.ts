import * as z from 'zod/mini';
import { trackSchema } from './catalogue';
import { pagedListSchema } from './common';

/** A playlist, called a project by the API. */
export const playlistSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  name: z.string(),
  project_category_id: z.int(),
  tracks_count: z.int(),
  updated_at: z.string(),
  tracks: z.optional(z.array(z.object({ id: z.int(), name: z.string() }))),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** A folder, called a project category by the API. */
export const folderSchema = z.object({
  id: z.int(),
  name: z.string(),
  projects_count: z.int(),
  default: z.boolean(),
  updated_at: z.string(),
  projects: z.optional(z.array(playlistSchema)),
});
export type Folder = z.infer<typeof folderSchema>;

export const playlistListResponseSchema = pagedListSchema('projects', playlistSchema);
export type PlaylistListResponse = z.infer<typeof playlistListResponseSchema>;

export const folderListResponseSchema = pagedListSchema('project_categories', folderSchema);
export type FolderListResponse = z.infer<typeof folderListResponseSchema>;

export const playlistNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Playlist name is required'), z.maxLength(120));
export const folderNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Folder name is required'), z.maxLength(120));

export const createPlaylistBodySchema = z.object({
  name: playlistNameSchema,
  project_category_id: z.int().check(z.positive()),
  playlist_id: z.optional(z.int().check(z.positive())),
});
export const updatePlaylistBodySchema = z.pick(createPlaylistBodySchema, {
  name: true,
  project_category_id: true,
});
export const createFolderBodySchema = z.object({ name: folderNameSchema });

/**
 * What a playlist's page needs of every one of its tracks at once — the total length, the cover's pictures and what
 * Play all plays — a tenth of a whole track's size: a playlist of thousands is read in one short answer.
 */
export const playlistTrackSummarySchema = z.pick(trackSchema, {
  id: true,
  name: true,
  version: true,
  main_track_id: true,
  length: true,
  file: true,
  peaks_url: true,
  album: true,
});
export type PlaylistTrackSummary = z.infer<typeof playlistTrackSummarySchema>;
export const playlistTrackSummariesResponseSchema = pagedListSchema('tracks', playlistTrackSummarySchema);

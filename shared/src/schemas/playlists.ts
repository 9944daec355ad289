import { z } from 'zod';
import { pagingMetaSchema } from './common';

/** A playlist, called a project by the API. */
export const playlistSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  project_category_id: z.number().int(),
  tracks_count: z.number().int(),
  updated_at: z.string(),
  tracks: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** A folder, called a project category by the API. */
export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  projects_count: z.number().int(),
  default: z.boolean(),
  updated_at: z.string(),
  projects: z.array(playlistSchema).optional(),
});
export type Folder = z.infer<typeof folderSchema>;

export const playlistListResponseSchema = z.object({
  projects: z.array(playlistSchema),
  meta: pagingMetaSchema,
});
export type PlaylistListResponse = z.infer<typeof playlistListResponseSchema>;

export const folderListResponseSchema = z.object({
  project_categories: z.array(folderSchema),
  meta: pagingMetaSchema,
});
export type FolderListResponse = z.infer<typeof folderListResponseSchema>;

export const playlistNameSchema = z.string().trim().min(1, 'Playlist name is required').max(120);
export const folderNameSchema = z.string().trim().min(1, 'Folder name is required').max(120);

export const createPlaylistBodySchema = z.object({
  name: playlistNameSchema,
  project_category_id: z.number().int().positive(),
  playlist_id: z.number().int().positive().optional(),
});
export const updatePlaylistBodySchema = createPlaylistBodySchema.pick({
  name: true,
  project_category_id: true,
});
export const createFolderBodySchema = z.object({ name: folderNameSchema });

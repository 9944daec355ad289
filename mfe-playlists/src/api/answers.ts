import { folderSchema, playlistSchema } from '@rsm/shared/schemas';
import * as z from 'zod/mini';

/** The answers of the playlist and folder endpoints that several requests of this app share. */
export const successAnswerSchema = z.object({ success: z.literal(true) });
export const playlistAnswerSchema = z.object({ project: playlistSchema });
export const folderAnswerSchema = z.object({ project_category: folderSchema });

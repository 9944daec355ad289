import { playlistSchema } from '@rsm/shared/schemas';
import * as z from 'zod/mini';

/** The pinned playlist's answer: a module of its own, loaded beside the request (see get-pinned-playlist). */
export const pinnedAnswerSchema = z.object({ project: playlistSchema });

import * as z from 'zod/mini';
import { trackSchema } from './catalogue';
import { pagedListSchema } from './common';

export const historyKindSchema = z.enum(['play', 'download']);
export type HistoryKind = z.infer<typeof historyKindSchema>;

/** What POST /v1_rsm/customers/history answers: the recorded play. */
export const historyRecordSchema = z.object({
  id: z.int(),
  track_id: z.int(),
  kind: historyKindSchema,
  created_at: z.string(),
});
export const historyRecordResponseSchema = z.object({ history: historyRecordSchema });

/** One row of the History page: a play or a download with its track. */
export const historyEntrySchema = z.object({
  id: z.int(),
  kind: historyKindSchema,
  created_at: z.string(),
  track: trackSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyListResponseSchema = pagedListSchema('history', historyEntrySchema);
export type HistoryListResponse = z.infer<typeof historyListResponseSchema>;

export const favouriteToggleResponseSchema = z.object({ favourited: z.boolean() });

/** Event names the analytics endpoint accepts (public and internal names). */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'view_track_list',
  'view_track',
  'add_to_favorite',
  'share',
  'add_to_project',
  'click_keyword',
  'search',
  'sign_up',
  'download_track',
  'download_project',
  'download_album',
  'download_cuesheet',
  'play_track',
  'download_track_mp3',
  'download_track_wav',
  'download_track_aiff',
  'download_track_cuesheet',
  'play_news',
  'play_medley',
  'download_album_cuesheet',
  'download_album_zip',
  'download_playlist_zip',
  'download_project_zip',
  'add_track_to_project',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

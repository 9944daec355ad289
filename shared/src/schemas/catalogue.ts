import { z } from 'zod';
import { imageSchema, pagingMetaSchema, taxonSchema } from './common';

export const composerSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ipi: z.string().nullable().optional(),
});
export type Composer = z.infer<typeof composerSchema>;

export const composerShareSchema = z.object({
  composer_id: z.number().int(),
  pr_ownership_share: z.number(),
});

export const labelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable().optional(),
  logo: imageSchema.optional(),
  albums_count: z.number().int().optional(),
});
export type Label = z.infer<typeof labelSchema>;

export const albumSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  cover: imageSchema,
});

export const albumSchema = albumSummarySchema.extend({
  directory_name: z.string(),
  description: z.string().nullable(),
  release_date: z.string().nullable(),
  medley: imageSchema,
  label: labelSchema.pick({ id: true, name: true }).nullable(),
  tracks_count: z.number().int(),
  topics: z.array(taxonSchema),
  genres: z.array(taxonSchema),
  moods: z.array(taxonSchema),
});
export type Album = z.infer<typeof albumSchema>;

const fileSchema = z.object({ url: z.string().nullable() });

export const trackSchema = z.object({
  id: z.number().int(),
  external_id: z.string().nullable(),
  external_main_id: z.string().nullable(),
  main_track_id: z.number().int().nullable(),
  name: z.string(),
  version: z.string().nullable(),
  stem: z.boolean(),
  description: z.string().nullable(),
  length: z.number().int().nullable(),
  bpm: z.number().int().nullable(),
  isrc: z.string().nullable(),
  prs: z.string().nullable(),
  filename: z.string().nullable(),
  mixout: z.string().nullable(),
  explicit: z.boolean(),
  tempo: z.string().nullable(),
  alternative_tracks_count: z.number().int(),
  directory_with_number: z.string().nullable(),
  file: fileSchema,
  file_wav: fileSchema,
  file_aiff: fileSchema,
  file_size: z.number().int().nullable(),
  file_wav_size: z.number().int().nullable(),
  file_aiff_size: z.number().int().nullable(),
  peaks_url: z.string().nullable().optional(),
  /** Measured from the audio by the background analysis; null (or absent) until the track is analysed. */
  detected_bpm: z.number().nullable().optional(),
  /** "C major", "F# minor". */
  detected_key: z.string().nullable().optional(),
  /** Integrated loudness per ITU-R BS.1770. */
  loudness_lufs: z.number().nullable().optional(),
  composers: z.array(composerSchema),
  lyricists: z.array(composerSchema),
  composers_tracks: z.array(composerShareSchema),
  labels: z.array(taxonSchema),
  genres: z.array(taxonSchema),
  instrumentations: z.array(taxonSchema),
  moods: z.array(taxonSchema),
  keywords: z.array(taxonSchema),
  publishers: z.array(taxonSchema),
  topics: z.array(taxonSchema),
  album: albumSummarySchema,
});
export type Track = z.infer<typeof trackSchema>;

export const albumListResponseSchema = z.object({ albums: z.array(albumSchema), meta: pagingMetaSchema });
export type AlbumListResponse = z.infer<typeof albumListResponseSchema>;

export const albumResponseSchema = z.object({ album: albumSchema });
export const trackListResponseSchema = z.object({ tracks: z.array(trackSchema), meta: pagingMetaSchema });
export type TrackListResponse = z.infer<typeof trackListResponseSchema>;
export const trackResponseSchema = z.object({ track: trackSchema });

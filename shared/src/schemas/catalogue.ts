import * as z from 'zod/mini';
import { imageSchema, pagedListSchema, taxonSchema } from './common';

/**
 * The confidences (0–1) under which a detected tempo or key is not shown as a figure ("No steady pulse", "Key
 * unclear") and the BPM and key filters do not match it. A track analysed before confidences existed has none: its
 * figures are shown and matched as before.
 */
export const SOUND_CONFIDENCE = { bpm: 0.3, key: 0.3 } as const;

export const composerSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  ipi: z.optional(z.nullable(z.string())),
});
export type Composer = z.infer<typeof composerSchema>;

export const composerShareSchema = z.object({
  composer_id: z.int(),
  pr_ownership_share: z.number(),
});

export const labelSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  logo: z.optional(imageSchema),
  albums_count: z.optional(z.int()),
});
export type Label = z.infer<typeof labelSchema>;

export const albumSummarySchema = z.object({
  id: z.int(),
  uuid: z.string(),
  name: z.string(),
  cover: imageSchema,
});

export const albumSchema = z.extend(albumSummarySchema, {
  directory_name: z.string(),
  description: z.nullable(z.string()),
  release_date: z.nullable(z.string()),
  medley: imageSchema,
  label: z.nullable(z.pick(labelSchema, { id: true, name: true })),
  tracks_count: z.int(),
  topics: z.array(taxonSchema),
  genres: z.array(taxonSchema),
  moods: z.array(taxonSchema),
});
export type Album = z.infer<typeof albumSchema>;

const fileSchema = z.object({ url: z.nullable(z.string()) });

export const trackSchema = z.object({
  id: z.int(),
  external_id: z.nullable(z.string()),
  external_main_id: z.nullable(z.string()),
  main_track_id: z.nullable(z.int()),
  name: z.string(),
  version: z.nullable(z.string()),
  stem: z.boolean(),
  description: z.nullable(z.string()),
  length: z.nullable(z.int()),
  bpm: z.nullable(z.int()),
  isrc: z.nullable(z.string()),
  prs: z.nullable(z.string()),
  filename: z.nullable(z.string()),
  mixout: z.nullable(z.string()),
  explicit: z.boolean(),
  tempo: z.nullable(z.string()),
  alternative_tracks_count: z.int(),
  directory_with_number: z.nullable(z.string()),
  file: fileSchema,
  file_wav: fileSchema,
  file_aiff: fileSchema,
  file_size: z.nullable(z.int()),
  file_wav_size: z.nullable(z.int()),
  file_aiff_size: z.nullable(z.int()),
  peaks_url: z.optional(z.nullable(z.string())),
  /** Measured from the audio by the background analysis; null (or absent) until the track is analysed. */
  detected_bpm: z.optional(z.nullable(z.number())),
  /** "C major", "F# minor". */
  detected_key: z.optional(z.nullable(z.string())),
  /** Integrated loudness per ITU-R BS.1770. */
  loudness_lufs: z.optional(z.nullable(z.number())),
  /** How sure the analysis is of `detected_bpm`, 0–1; below `SOUND_CONFIDENCE.bpm` the piece has no steady pulse. */
  bpm_confidence: z.optional(z.nullable(z.number())),
  /** How sure the analysis is of `detected_key`, 0–1; below `SOUND_CONFIDENCE.key` the key is unclear. */
  key_confidence: z.optional(z.nullable(z.number())),
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

export const albumListResponseSchema = pagedListSchema('albums', albumSchema);
export type AlbumListResponse = z.infer<typeof albumListResponseSchema>;

export const albumResponseSchema = z.object({ album: albumSchema });
export const trackListResponseSchema = pagedListSchema('tracks', trackSchema);
export type TrackListResponse = z.infer<typeof trackListResponseSchema>;
export const trackResponseSchema = z.object({ track: trackSchema });

import type { Playlist } from '@rsm/shared';
import { authHeadersFixture } from '@rsm/shared/testing';

export const playlist = (overrides: Partial<Playlist> = {}): Playlist => ({
  id: 1,
  uuid: 'a1',
  name: 'Summer promo',
  project_category_id: 1,
  tracks_count: 3,
  updated_at: '2025-03-01T10:00:00Z',
  ...overrides,
});

export { pagingMetaFixture as meta, trackFixture as track } from '@rsm/shared/testing';

export const logInHeaders = authHeadersFixture();

/** The columns of a playlist's tracks in the table views, in order. */
export const playlistColumns = [
  'Reorder',
  '#',
  'Play',
  'Title',
  'Waveform',
  'Description',
  'Album',
  'Genre',
  'Composers',
  'Ver.',
  'BPM',
  'Length',
  'Actions',
];

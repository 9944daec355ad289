import type { Playlist } from '@rsm/shared';

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

export const logInHeaders = {
  'access-token': 'token',
  client: 'client',
  uid: 'ana@example.com',
  expiry: '9999999999',
};

import type { AuthHeaders } from '../bus/auth-store';
import type { PlayableItem } from '../bus/playable-item';
import {
  pagingMetaOf,
  type Album,
  type Briefing,
  type Customer,
  type PagingMeta,
  type Submission,
  type Track,
} from '../schemas';

/** A catalogue track as the API sends it, for tests; override what the test is about. */
export function trackFixture(id: number, name: string, overrides: Partial<Track> = {}): Track {
  return {
    id,
    external_id: null,
    external_main_id: null,
    main_track_id: null,
    name,
    version: 'Main',
    stem: false,
    description: `About ${name}`,
    length: 95,
    bpm: 120,
    isrc: null,
    prs: null,
    filename: null,
    mixout: null,
    explicit: false,
    tempo: null,
    alternative_tracks_count: 0,
    directory_with_number: null,
    file: { url: `http://api.test/media/tracks/${id}/mp3` },
    file_wav: { url: null },
    file_aiff: { url: null },
    file_size: 1,
    file_wav_size: null,
    file_aiff_size: null,
    composers: [{ id: 1, uuid: 'c1', first_name: 'Ana', last_name: 'Lima' }],
    lyricists: [],
    composers_tracks: [],
    labels: [],
    genres: [{ id: 1, name: 'Cinematic' }],
    instrumentations: [],
    moods: [],
    keywords: [],
    publishers: [],
    topics: [],
    album: { id: 1, uuid: 'al1', name: 'Night Drive', cover: { url: null } },
    ...overrides,
  };
}

/** Paging metadata for `total` items, as the API computes it. */
export function pagingMetaFixture(total: number, page = 1, per = 20): PagingMeta {
  return pagingMetaOf(total, page, per);
}

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    email: 'customer@demo.test',
    first_name: 'Ana',
    last_name: 'Silva',
    avatar: { url: null, thumb: { url: null } },
    is_composer: false,
    internal: false,
    website_country: 'PT',
    block_download: false,
    fake_account: false,
    ...overrides,
  };
}

/** The session headers of a signed-in customer (customerFixture's), as the host keeps them. */
export function authHeadersFixture(overrides: Partial<AuthHeaders> = {}): AuthHeaders {
  return {
    'access-token': 'token',
    client: 'client',
    uid: 'customer@demo.test',
    expiry: '9999999999',
    ...overrides,
  };
}

/** A catalogue album as the API sends it, for tests; override what the test is about. */
export function albumFixture(id: number, name: string, overrides: Partial<Album> = {}): Album {
  return {
    id,
    uuid: `al${id}`,
    name,
    cover: { url: null },
    directory_name: `RSM ${String(id).padStart(3, '0')} ${name}`,
    description: null,
    release_date: null,
    medley: { url: null },
    label: null,
    tracks_count: 1,
    topics: [],
    genres: [],
    moods: [],
    ...overrides,
  };
}

/** A track a composer uploaded for a brief, in review, as the API sends it; override what the test is about. */
export function submissionFixture(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 5,
    briefing_id: 2,
    briefing_title: 'Uplifting corporate piano',
    briefing_status: 'open',
    track_name: 'Morning light over the harbour',
    bpm: 96,
    version: null,
    status: 'in_review',
    main_submission_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    upload: null,
    writers: [],
    ...overrides,
  };
}

/** A brief open to composers, as the API lists it; override what the test is about. */
export function briefingFixture(id: number, title: string, overrides: Partial<Briefing> = {}): Briefing {
  return {
    id,
    title,
    description: '',
    deadline: '2025-03-01',
    status: 'open',
    submissions_count: 7,
    ...overrides,
  };
}

/** An item of the player's queue, numbered `n` (id `track-n`, title `Track n`); override what the test is about. */
export function playableItemFixture(n: number, overrides: Partial<PlayableItem> = {}): PlayableItem {
  return { id: `track-${n}`, title: `Track ${n}`, audioUrl: `/a/${n}.mp3`, ...overrides };
}

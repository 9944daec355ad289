import { i18n } from '@lingui/core';
import { $runtimeConfig } from '../config/runtime-config';
import { trackFixture } from '../testing/fixtures';
import { albumDownloads, trackDownloads } from './download-options';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never });
});

describe('trackDownloads', () => {
  it('offers only the files that exist, in the spec order, with sizes in decimal units', () => {
    const track = trackFixture(7, 'Neon Rain', {
      file_size: 4_210_000,
      file_wav: { url: 'http://api.test/w' },
      file_wav_size: 42_345_678,
    });
    const options = trackDownloads(track);
    expect(options.map((option) => option.label)).toEqual(['Track mp3', 'Track wav']);
    expect(options[0]).toMatchObject({
      url: 'http://api.test/v2/tracks/7/download?file_format=file',
      size: '4.21 MB',
    });
    expect(options[1]).toMatchObject({
      url: 'http://api.test/v2/tracks/7/download?file_format=file_wav',
      size: '42.35 MB',
    });
  });

  it('adds the "+ Edits" zips and AIFF when the track has alternates and an AIFF file', () => {
    const track = trackFixture(7, 'Neon Rain', {
      alternative_tracks_count: 2,
      file_wav: { url: 'w' },
      file_aiff: { url: 'a' },
    });
    const options = trackDownloads(track);
    expect(options.map((option) => option.label)).toEqual([
      'Track mp3',
      'Track + Edits mp3',
      'AIFF',
      'Track wav',
      'Track + Edits wav',
    ]);
    expect(options[1]!.url).toBe(
      'http://api.test/v2/tracks/7/download?file_format=file&with_alternatives=true',
    );
    expect(options[2]!.url).toBe('http://api.test/v2/tracks/7/download?file_format=file_aiff');
  });

  it('offers nothing for a track without files, and carries a share token when given', () => {
    expect(trackDownloads(trackFixture(7, 'Silent', { file: { url: null } }))).toEqual([]);
    expect(trackDownloads(trackFixture(7, 'Shared'), { token: 'tok' })[0]!.url).toBe(
      'http://api.test/v2/tracks/7/download?file_format=file&token=tok',
    );
  });
});

describe('albumDownloads', () => {
  it('offers the mp3 and wav zips of the album', () => {
    expect(albumDownloads({ id: 3 }).map(({ label, url }) => [label, url])).toEqual([
      ['Album + Edits mp3', 'http://api.test/v1/albums/3/download_zip?kind=mp3'],
      ['Album + Edits wav', 'http://api.test/v1/albums/3/download_zip?kind=wav'],
    ]);
  });
});

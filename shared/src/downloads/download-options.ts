import { t } from '@lingui/core/macro';
import { apiUrl } from '../http/api-client';
import { formatFileSize } from '../i18n/format';
import type { Album, Track } from '../schemas';

/** One file a download button offers: a labelled link, with its size when known. */
export interface DownloadOption {
  label: string;
  url: string;
  /** Formatted size in decimal units ('4.21 MB'), or '' when unknown. */
  size: string;
  /** What analytics records: which entity and format. */
  event: { name: 'download_track' | 'download_album'; properties: Record<string, unknown> };
}

type TrackFiles = Pick<
  Track,
  | 'id'
  | 'alternative_tracks_count'
  | 'file'
  | 'file_wav'
  | 'file_aiff'
  | 'file_size'
  | 'file_wav_size'
  | 'file_aiff_size'
>;

/**
 * A track's downloads: Track mp3, Track + Edits mp3, AIFF, Track wav, Track + Edits wav — each only when
 * that file exists, the "+ Edits" zips only when the track has alternates. A share token authorises the link when
 * there is no login (playlist sharing).
 */
export function trackDownloads(track: TrackFiles, { token }: { token?: string } = {}): DownloadOption[] {
  const link = (format: 'file' | 'file_aiff' | 'file_wav', withAlternatives = false): string =>
    apiUrl(`/v2/tracks/${track.id}/download`, {
      file_format: format,
      with_alternatives: withAlternatives || undefined,
      token: token || undefined,
    });
  const event = (format: string, alternatives: boolean) => ({
    name: 'download_track' as const,
    properties: { track_id: track.id, format, alternatives },
  });
  const edits = track.alternative_tracks_count > 0;
  const options: (DownloadOption | null)[] = [
    track.file.url
      ? {
          label: t`Track mp3`,
          url: link('file'),
          size: formatFileSize(track.file_size),
          event: event('file', false),
        }
      : null,
    track.file.url && edits
      ? { label: t`Track + Edits mp3`, url: link('file', true), size: '', event: event('file', true) }
      : null,
    track.file_aiff.url
      ? {
          label: t`AIFF`,
          url: link('file_aiff'),
          size: formatFileSize(track.file_aiff_size),
          event: event('file_aiff', false),
        }
      : null,
    track.file_wav.url
      ? {
          label: t`Track wav`,
          url: link('file_wav'),
          size: formatFileSize(track.file_wav_size),
          event: event('file_wav', false),
        }
      : null,
    track.file_wav.url && edits
      ? { label: t`Track + Edits wav`, url: link('file_wav', true), size: '', event: event('file_wav', true) }
      : null,
  ];
  return options.filter((option): option is DownloadOption => option !== null);
}

/** An album's zips: Album + Edits mp3 and Album + Edits wav. */
export function albumDownloads(album: Pick<Album, 'id'>): DownloadOption[] {
  const zip = (kind: 'mp3' | 'wav', label: string): DownloadOption => ({
    label,
    url: apiUrl(`/v1/albums/${album.id}/download_zip`, { kind }),
    size: '',
    event: { name: 'download_album', properties: { album_id: album.id, format: kind } },
  });
  return [zip('mp3', t`Album + Edits mp3`), zip('wav', t`Album + Edits wav`)];
}

import { pictureVersion, type PictureKind } from './image-variants';

export type AudioFormat = 'mp3' | 'wav' | 'aiff';

/** Absolute URLs of the files the media routes serve; the database keeps only paths under the media dir. */
export interface MediaUrls {
  /** The preview mp3 is streamed to anyone; wav and aiff only through the recorded, authorised download route. */
  trackFile(trackId: number, format: AudioFormat): string;
  trackPeaks(trackId: number): string;
  albumCover(albumId: number): string;
  albumMedley(albumId: number): string;
  bannerImage(bannerId: number): string;
  trustedByLogo(trustedById: number): string;
  curatedPlaylistCover(playlistId: number): string;
  /** Where a picture's raster variants are, `{width}` and `{format}` left to fill (shared `imageVariantUrl`). */
  pictureVariants(kind: PictureKind, id: number, storedPath: string): string;
}

export function mediaUrls(publicUrl: string): MediaUrls {
  const origin = publicUrl.replace(/\/+$/, '');
  const base = `${origin}/media`;
  return {
    trackFile: (trackId, format) =>
      format === 'mp3'
        ? `${base}/tracks/${trackId}/mp3`
        : `${origin}/v2/tracks/${trackId}/download?file_format=file_${format}`,
    trackPeaks: (trackId) => `${base}/tracks/${trackId}/peaks.json`,
    albumCover: (albumId) => `${base}/albums/${albumId}/cover.svg`,
    albumMedley: (albumId) => `${base}/albums/${albumId}/medley.mp3`,
    bannerImage: (bannerId) => `${base}/banners/${bannerId}/image.svg`,
    trustedByLogo: (trustedById) => `${base}/trusted-bies/${trustedById}/logo.svg`,
    curatedPlaylistCover: (playlistId) => `${base}/curated-playlists/${playlistId}/cover.svg`,
    pictureVariants: (kind, id, storedPath) =>
      `${origin}/images/${kind}/${id}/${pictureVersion(storedPath)}/{width}.{format}`,
  };
}

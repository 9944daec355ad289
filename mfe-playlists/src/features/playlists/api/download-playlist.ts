import { apiUrl, downloadWithAuth, trackEvent } from '@rsm/shared';

export type ZipKind = 'mp3' | 'wav';
export type ExportFormat = 'csv' | 'pdf';

/**
 * One zip of the playlist; a share token authorises it without a login, a share id for its signed-in
 * recipient.
 */
export function downloadPlaylistZip(
  playlist: { id: number; uuid: string },
  kind: ZipKind,
  { alternatives = false, token, shareId }: { alternatives?: boolean; token?: string; shareId?: number } = {},
): Promise<void> | void {
  void trackEvent('download_project', { project_id: playlist.id, format: kind, alternatives }, 'projects');
  const path = `/v1_rsm/projects/${encodeURIComponent(playlist.uuid)}/download`;
  const query = {
    kind,
    with_alternatives: alternatives || undefined,
    token,
    share_id: shareId === undefined ? undefined : String(shareId),
  };
  // A visitor's link needs no headers: the browser streams the zip itself instead of holding it in memory.
  if (token) {
    window.location.assign(apiUrl(path, query));
    return;
  }
  return downloadWithAuth(apiUrl(path, query));
}

/** The playlist as CSV or PDF, fetched as a blob and saved under the server's file name. */
export const exportPlaylist = (uuid: string, format: ExportFormat, token?: string) =>
  downloadWithAuth(apiUrl(`/v2/projects/${encodeURIComponent(uuid)}.${format}`, { token }));

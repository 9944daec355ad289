/**
 * The web app's page of a shared playlist, opened with the share's token: what a copied link points to, and the same
 * page an emailed link opens.
 */
export const sharedPlaylistLink = (siteUrl: string, projectId: number, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/shared-playlists/${projectId}?token=${encodeURIComponent(token)}`;

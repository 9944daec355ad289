import { useStore } from '@nanostores/react';
import { $addToPlaylistRequest, closeAddToPlaylist } from '@rsm/shared';
import { AddToPlaylistDialog } from '../features/playlists/components/add-to-playlist-dialog';
import { catalogReady } from '../i18n';

await catalogReady;

/** The add-to-playlist dialog for any app: open while `$addToPlaylistRequest` holds a track or an album. */
export default function AddToPlaylist() {
  const target = useStore($addToPlaylistRequest);
  return <AddToPlaylistDialog target={target} onClose={closeAddToPlaylist} />;
}

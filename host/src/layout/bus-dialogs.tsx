import { useStore } from '@nanostores/react';
import { $addToPlaylistRequest, $trackDetailsRequest } from '@rsm/shared';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * Dialogs other apps ask for through the bus, each rendered by the remote that owns it. A dialog's remote module is
 * mounted only while it is asked for, so a page where nobody opens one never downloads its code.
 */
export function BusDialogs() {
  const addToPlaylist = useStore($addToPlaylistRequest);
  const trackDetails = useStore($trackDetailsRequest);
  return (
    <>
      {addToPlaylist !== null && <RemoteSlot remote="playlists" expose="add-to-playlist" />}
      {trackDetails !== null && <RemoteSlot remote="catalogue" expose="track-details" />}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $customer } from '../bus/customer-store';
import { requestAddToPlaylist } from '../bus/dialog-requests';
import { $pinnedPlaylist } from '../bus/pinned-playlist-store';
import { IconButton } from '../ui/button';
import { MinusIcon, PlusIcon } from '../ui/icons';
import { usePinnedTrackIds } from './api/get-pinned-playlist-track-ids';
import { useTogglePinnedTrack } from './api/toggle-pinned-track';

export interface AddToPlaylistButtonProps {
  trackId: number | null | undefined;
  trackName: string;
  /** The playlist the page shows: with it pinned, adding to it from its own page makes no sense. */
  viewingPlaylistUuid?: string;
  size?: 'icon' | 'iconSm';
  /** Called instead of opening the dialog at once, e.g. to close the mobile sheet first. */
  openDialog?: (open: () => void) => void;
}

/**
 * Add to playlist: without a pinned playlist it opens the add-to-playlist dialog; with one it adds to it
 * (blue) or removes from it (red) directly, by membership.
 */
export function AddToPlaylistButton({
  trackId,
  trackName,
  viewingPlaylistUuid,
  size = 'iconSm',
  openDialog = (open) => open(),
}: AddToPlaylistButtonProps) {
  const { t } = useLingui();
  const customer = useStore($customer);
  const pinned = useStore($pinnedPlaylist);
  const usePinned = !!pinned && !!customer;
  const ids = usePinnedTrackIds(pinned?.uuid, usePinned);
  const toggle = useTogglePinnedTrack();
  const iconSize = size === 'iconSm' ? 16 : 20;

  if (usePinned && pinned.uuid === viewingPlaylistUuid) return null;
  if (!usePinned || !trackId) {
    return (
      <IconButton
        label={t`Add ${trackName} to playlist`}
        icon={<PlusIcon size={iconSize} />}
        size={size}
        disabled={!trackId || !customer}
        onClick={() =>
          trackId && openDialog(() => requestAddToPlaylist({ kind: 'track', id: trackId, name: trackName }))
        }
      />
    );
  }
  const member = ids.data?.includes(trackId) ?? false;
  return member ? (
    <IconButton
      label={t`Remove ${trackName} from ${pinned.name}`}
      icon={<MinusIcon size={iconSize} />}
      size={size}
      color="danger"
      disabled={ids.isPending}
      onClick={() => toggle.mutate({ uuid: pinned.uuid, trackId, add: false })}
    />
  ) : (
    <IconButton
      label={t`Add ${trackName} to ${pinned.name}`}
      icon={<PlusIcon size={iconSize} />}
      size={size}
      color="brand.600"
      disabled={ids.isPending}
      onClick={() => toggle.mutate({ uuid: pinned.uuid, trackId, add: true })}
    />
  );
}

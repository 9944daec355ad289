import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $pinnedPlaylist, IconButton, PinIcon, togglePinnedPlaylist, type Playlist } from '@rsm/shared';

/**
 * Pins the playlist new tracks and albums go to; pressing it on the pinned one unpins it. `named` puts the
 * playlist's name in the button's name, for a list where every row has one.
 */
export function PinPlaylistButton({
  playlist,
  named = false,
}: {
  playlist: Pick<Playlist, 'uuid' | 'name'>;
  named?: boolean;
}) {
  const { t } = useLingui();
  const pinned = useStore($pinnedPlaylist)?.uuid === playlist.uuid;
  const { name } = playlist;
  const label = named
    ? pinned
      ? t`Unpin playlist ${name}`
      : t`Pin playlist ${name}`
    : pinned
      ? t`Unpin playlist`
      : t`Pin playlist`;
  return (
    <IconButton
      label={label}
      icon={<PinIcon />}
      size="iconSm"
      color={pinned ? 'brand.600' : undefined}
      bg={pinned ? 'brand.50' : undefined}
      onClick={() => togglePinnedPlaylist({ uuid: playlist.uuid, name: playlist.name })}
    />
  );
}

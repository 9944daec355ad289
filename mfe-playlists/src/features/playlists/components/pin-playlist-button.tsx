import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $pinnedPlaylist, IconButton, PinIcon, togglePinnedPlaylist, type Playlist } from '@rsm/shared';

/** Pins the playlist new tracks and albums go to; pressing it on the pinned one unpins it (spec §4.2). */
export function PinPlaylistButton({ playlist }: { playlist: Pick<Playlist, 'uuid' | 'name'> }) {
  const { t } = useLingui();
  const pinned = useStore($pinnedPlaylist)?.uuid === playlist.uuid;
  return (
    <IconButton
      label={pinned ? t`Unpin playlist` : t`Pin playlist`}
      icon={<PinIcon />}
      size="iconSm"
      color={pinned ? 'brand.600' : undefined}
      bg={pinned ? 'brand.50' : undefined}
      onClick={() => togglePinnedPlaylist({ uuid: playlist.uuid, name: playlist.name })}
    />
  );
}

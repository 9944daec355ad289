import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $playing,
  albumToPlayable,
  IconButton,
  paths,
  PauseIcon,
  play,
  PlayIcon,
  type Album,
} from '@rsm/shared';
import { CoverCard } from './cover-card';

/** `priority`: the card is in the first view, its cover fetched at once (see CoverCard). */
export function AlbumCard({ album, priority = false }: { album: Album; priority?: boolean }) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const item = albumToPlayable(album);
  const isPlaying = playing && current?.id === item?.id;
  return (
    <CoverCard
      to={paths.albums.detail(album.uuid)}
      cover={album.cover}
      name={album.name}
      detail={album.label?.name}
      priority={priority}
    >
      {item && (
        <IconButton
          label={isPlaying ? t`Pause ${album.name}` : t`Play ${album.name}`}
          icon={isPlaying ? <PauseIcon /> : <PlayIcon />}
          variant="solid"
          position="absolute"
          top="2"
          right="2"
          onClick={() => play(item)}
        />
      )}
    </CoverCard>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $playing,
  albumToPlayable,
  Box,
  IconButton,
  Img,
  paths,
  PauseIcon,
  play,
  PlayIcon,
  RouterLink,
  Text,
  type Album,
} from '@rsm/shared';

export function AlbumCard({ album }: { album: Album }) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const item = albumToPlayable(album);
  const isPlaying = playing && current?.id === item?.id;
  return (
    <Box as="article" position="relative">
      <RouterLink to={paths.albums.detail(album.uuid)} display="block" textDecoration="none">
        <Img
          src={album.cover.url ?? undefined}
          alt=""
          w="full"
          aspectRatio="1"
          objectFit="cover"
          borderRadius="md"
          bg="line"
          loading="lazy"
          width={240}
          height={240}
        />
        <Text fontWeight="600" mt="2" lineClamp={2}>
          {album.name}
        </Text>
      </RouterLink>
      <Text fontSize="sm" color="muted">
        {album.label?.name}
      </Text>
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
    </Box>
  );
}

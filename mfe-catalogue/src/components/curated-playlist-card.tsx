import { Plural } from '@lingui/react/macro';
import { Box, Img, paths, RouterLink, Text, type CuratedPlaylist } from '@rsm/shared';

export function CuratedPlaylistCard({ playlist }: { playlist: CuratedPlaylist }) {
  return (
    <Box as="article">
      <RouterLink to={paths.curatedPlaylists.detail(playlist.id)} display="block" textDecoration="none">
        <Img
          src={playlist.cover.url ?? undefined}
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
          {playlist.name}
        </Text>
      </RouterLink>
      <Text fontSize="sm" color="muted">
        <Plural value={playlist.tracks_count} one="# track" other="# tracks" />
      </Text>
    </Box>
  );
}

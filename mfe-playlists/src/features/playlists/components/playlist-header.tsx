import { Trans } from '@lingui/react/macro';
import { Box, Button, EditIcon, Flex, Heading, type Playlist, ShareIcon, Stack } from '@rsm/shared';
import type { PlaylistTrackSummary } from '../api/get-playlist-tracks';
import { PinPlaylistButton } from './pin-playlist-button';
import { PlayAllButton } from './play-all-button';
import { PlaylistCover } from './playlist-cover';
import { PlaylistDownloadMenu } from './playlist-download-menu';
import { PlaylistFacts } from './playlist-facts';

interface PlaylistHeaderProps {
  project: Playlist;
  /** Every track of the playlist, once known: its picture, its length and what Play all plays. */
  tracks: PlaylistTrackSummary[] | undefined;
  onEdit: () => void;
  onSend: () => void;
}

/**
 * The head of a playlist's page: its picture, its name (the page's h1), its count and length, then Play all and what
 * can be done with the playlist.
 */
export function PlaylistHeader({ project, tracks, onEdit, onSend }: PlaylistHeaderProps) {
  return (
    <Box as="header" mb="6">
      <Flex gap={{ base: '4', md: '6' }} alignItems="center">
        <PlaylistCover tracks={tracks} />
        <Stack gap="2" minW="0" flex="1">
          <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} overflowWrap="anywhere">
            {project.name}
          </Heading>
          <PlaylistFacts count={project.tracks_count} tracks={tracks} />
        </Stack>
      </Flex>
      <Flex alignItems="center" gap="3" mt="5" flexWrap="wrap">
        <PlayAllButton tracks={tracks} />
        <Button size="sm" variant="outline" onClick={onEdit}>
          <EditIcon size={16} />
          <Trans>Edit playlist</Trans>
        </Button>
        <PinPlaylistButton playlist={project} />
        <PlaylistDownloadMenu playlist={project} />
        <Button size="sm" variant="outline" onClick={onSend}>
          <ShareIcon size={16} />
          <Trans>Send playlist</Trans>
        </Button>
      </Flex>
    </Box>
  );
}

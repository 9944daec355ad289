import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $pinnedPlaylist,
  CloseIcon,
  Flex,
  IconButton,
  paths,
  RouterLink,
  Text,
  TrackCount,
  unpinPlaylist,
} from '@rsm/shared';
import { usePinnedPlaylist } from '../api/get-pinned-playlist';

function PinnedPlaylistLink({ uuid, storedName }: { uuid: string; storedName: string }) {
  const { data, isPending, isError } = usePinnedPlaylist(uuid);
  return (
    <RouterLink
      to={paths.dashboard.playlist(uuid)}
      fontWeight={{ base: '600', md: '700' }}
      truncate
      minW="0"
      color="white"
    >
      {isPending ? (
        '...'
      ) : isError ? (
        // Still a way to the playlist when it could not be loaded, under the name it had when pinned.
        storedName
      ) : (
        <>
          {data.project.name} (
          <TrackCount count={data.project.tracks_count} />)
        </>
      )}
    </RouterLink>
  );
}

/** The blue 40 px strip above the player while a playlist is pinned. */
export function PinnedPlaylistBar() {
  const { t } = useLingui();
  const pinned = useStore($pinnedPlaylist);
  if (!pinned) return null;
  return (
    <Flex
      as="aside"
      aria-label={t`Active playlist`}
      h="40px"
      px="4"
      gap="2"
      alignItems="center"
      bg="brand.600"
      color="white"
      fontSize="sm"
    >
      {/* On a phone the lead-in takes two short lines, leaving the width to the playlist's name. */}
      <Text
        flex="0 1 auto"
        maxW={{ base: '6.5rem', md: 'none' }}
        fontSize={{ base: 'xs', md: 'sm' }}
        lineHeight="1.25"
      >
        <Trans>Add tracks and albums to:</Trans>
      </Text>
      <PinnedPlaylistLink key={pinned.uuid} uuid={pinned.uuid} storedName={pinned.name} />
      <IconButton
        label={t`Unpin playlist`}
        icon={<CloseIcon size={16} />}
        size="iconSm"
        ml="auto"
        flexShrink={0}
        _hover={{ bg: 'brand.700' }}
        onClick={unpinPlaylist}
      />
    </Flex>
  );
}

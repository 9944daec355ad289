import { Trans, useLingui } from '@lingui/react/macro';
import {
  Flex,
  IconButton,
  List,
  ListItem,
  PlayIcon,
  playList,
  RouterLink,
  Text,
  trackToPlayable,
  type Track,
  paths,
} from '@rsm/shared';

/** Catalogue tracks as a list, each playable in the persistent player with the rest of the list queued. */
export function PlayableTrackList({ tracks, label }: { tracks: Track[]; label: string }) {
  const { t } = useLingui();
  const items = tracks.map((track) => trackToPlayable(track));
  const playable = items.filter((item) => item !== null);
  return (
    <List aria-label={label}>
      {tracks.map((track, index) => {
        const item = items[index];
        const composers = track.composers.map((c) => `${c.first_name} ${c.last_name}`).join(', ');
        return (
          <ListItem key={track.id} py="2" layerStyle="divider.bottom">
            <Flex alignItems="center" gap="3">
              <IconButton
                label={t`Play ${track.name}`}
                icon={<PlayIcon />}
                disabled={!item}
                onClick={() => item && playList(playable, playable.indexOf(item))}
              />
              <Flex flexDirection="column" flex="1" minW="0">
                <RouterLink to={paths.track(track.id)} fontWeight="600">
                  {track.name}
                </RouterLink>
                <Text fontSize="sm" color="muted">
                  {track.album.name}
                  {composers && <> · {composers}</>}
                </Text>
              </Flex>
              {track.labels[0] && (
                <Text fontSize="sm" color="muted">
                  <Trans>Label: {track.labels[0].name}</Trans>
                </Text>
              )}
            </Flex>
          </ListItem>
        );
      })}
    </List>
  );
}

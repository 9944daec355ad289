import { ph } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import {
  ErrorState,
  formatCount,
  formatDate,
  List,
  ListItem,
  LoadingState,
  paths,
  pluralForm,
  RouterLink,
  Stack,
  Text,
  type SharedPlaylist,
} from '@rsm/shared';
import { useSharedPlaylists } from '../api/get-shared-playlists';

/** How many of the newest received playlists the Shared playlists page lists before linking to all of them. */
export const RECEIVED_PREVIEW = 5;

function ReceivedItem({ playlist }: { playlist: SharedPlaylist }) {
  const { i18n } = useLingui();
  const { share } = playlist;
  const sender = `${share.sender.first_name} ${share.sender.last_name}`.trim() || share.sender.email;
  const date = formatDate(share.created_at, 'medium', i18n.locale);
  const count = playlist.tracks_count;
  return (
    <ListItem py="3" layerStyle="divider.top">
      <RouterLink
        to={paths.dashboard.receivedPlaylist(share.id)}
        fontWeight="600"
        color="brand.700"
        overflowWrap="anywhere"
      >
        {playlist.name}
      </RouterLink>
      <Text color="muted" fontSize="sm">
        <Trans>
          From {sender} ·{' '}
          <Select
            value={pluralForm(count)}
            _one={`${ph({ count: formatCount(count) })} track`}
            other={`${ph({ count: formatCount(count) })} tracks`}
          />{' '}
          · {date}
        </Trans>
      </Text>
    </ListItem>
  );
}

/** The newest playlists sent to the signed-in customer, or what happens when there are none yet. */
export function ReceivedPlaylistsPreview() {
  const { t } = useLingui();
  const received = useSharedPlaylists('received', 1);
  if (received.isError) return <ErrorState onRetry={() => void received.refetch()} />;
  if (received.isPending) return <LoadingState rows={3} />;
  const { projects, meta } = received.data;
  if (projects.length === 0)
    return (
      <Text color="muted">
        <Trans>
          Nothing has been shared with you yet. When someone sends you a playlist, it appears here and in your
          email.
        </Trans>
      </Text>
    );
  return (
    <Stack gap="2">
      <List aria-label={t`Playlists shared with you`}>
        {projects.slice(0, RECEIVED_PREVIEW).map((playlist) => (
          <ReceivedItem key={playlist.share.id} playlist={playlist} />
        ))}
      </List>
      <RouterLink to={paths.dashboard.receivedPlaylists()} fontWeight="600" color="brand.700">
        {meta.total_count > RECEIVED_PREVIEW ? (
          <Trans>All {meta.total_count} received playlists</Trans>
        ) : (
          <Trans>Received playlists</Trans>
        )}
      </RouterLink>
    </Stack>
  );
}

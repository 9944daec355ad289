import { useLingui } from '@lingui/react/macro';
import { List, ListItem, paths, RouterLink, Text, TrackCount } from '@rsm/shared';
import { useRecentPlaylists } from '../api/get-recent-playlists';
import { DashboardSection } from './dashboard-section';

export function RecentPlaylists() {
  const { t } = useLingui();
  const playlists = useRecentPlaylists();
  return (
    <DashboardSection
      title={t`Recent playlists`}
      moreLabel={t`All my playlists`}
      moreTo={paths.dashboard.playlists()}
      query={playlists}
      itemsOf={(data) => data.projects}
    >
      {(projects) => (
        <List>
          {projects.map((playlist) => (
            <ListItem
              key={playlist.uuid}
              display="flex"
              justifyContent="space-between"
              gap="4"
              py="2"
              layerStyle="divider.bottom"
            >
              <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600">
                {playlist.name}
              </RouterLink>
              <Text color="muted" fontSize="sm">
                <TrackCount count={playlist.tracks_count} />
              </Text>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardSection>
  );
}

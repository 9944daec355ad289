import { ph } from '@lingui/core/macro';
import { Select, useLingui } from '@lingui/react/macro';
import { formatCount, List, ListItem, paths, pluralForm, RouterLink, Text } from '@rsm/shared';
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
              borderBottom="1px solid"
              borderColor="line"
            >
              <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600">
                {playlist.name}
              </RouterLink>
              <Text color="muted" fontSize="sm">
                <Select
                  value={pluralForm(playlist.tracks_count)}
                  _one={`${ph({ count: formatCount(playlist.tracks_count) })} track`}
                  other={`${ph({ count: formatCount(playlist.tracks_count) })} tracks`}
                />
              </Text>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardSection>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, PlusIcon } from '@rsm/shared';
import type { FolderSort, FolderSortField } from '../api/get-folders';
import type { PlaylistSort, PlaylistSortField } from '../api/get-playlists';
import { SortOptions } from './sort-options';

export type PlaylistsView = 'standard' | 'folders';

interface PlaylistsToolbarProps {
  view: PlaylistsView;
  onViewChange: (view: PlaylistsView) => void;
  sort: PlaylistSort;
  onSortChange: (sort: PlaylistSort) => void;
  folderSort: FolderSort;
  onFolderSortChange: (sort: FolderSort) => void;
  onAddPlaylist: () => void;
  onAddFolder: () => void;
}

/**
 * Add playlist, Add folder, the view switch (small screens only: wider ones have the folders in the sidebar) and the
 * sort of what is shown.
 */
export function PlaylistsToolbar(props: PlaylistsToolbarProps) {
  const {
    view,
    onViewChange,
    sort,
    onSortChange,
    folderSort,
    onFolderSortChange,
    onAddPlaylist,
    onAddFolder,
  } = props;
  const { t } = useLingui();
  const playlistOptions: { field: PlaylistSortField; label: string }[] = [
    { field: 'name', label: t`Name` },
    { field: 'updated_at', label: t`Date` },
    { field: 'tracks_count', label: t`Tracks` },
  ];
  const folderOptions: { field: FolderSortField; label: string }[] = [
    { field: 'default', label: t`Default` },
    { field: 'name', label: t`Name` },
    { field: 'updated_at', label: t`Date` },
    { field: 'projects_count', label: t`Playlists count` },
  ];
  return (
    <Flex justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap" mb="4">
      <Flex gap="2" flexWrap="wrap">
        <Button size="sm" onClick={onAddPlaylist}>
          <PlusIcon size={16} />
          <Trans>Add playlist</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onAddFolder}>
          <PlusIcon size={16} />
          <Trans>Add folder</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          display={{ base: 'inline-flex', lg: 'none' }}
          onClick={() => onViewChange(view === 'standard' ? 'folders' : 'standard')}
        >
          {view === 'standard' ? <Trans>Group by folders</Trans> : <Trans>Standard view</Trans>}
        </Button>
      </Flex>
      {view === 'standard' ? (
        <SortOptions
          label={<Trans>Sort playlists by:</Trans>}
          options={playlistOptions}
          value={sort}
          onChange={onSortChange}
        />
      ) : (
        <SortOptions
          label={<Trans>Sort folders by:</Trans>}
          options={folderOptions}
          value={folderSort}
          onChange={onFolderSortChange}
        />
      )}
    </Flex>
  );
}

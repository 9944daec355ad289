import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, PlusIcon } from '@rsm/shared';
import type { PlaylistSort, PlaylistSortField } from '../api/get-playlists';
import { SortOptions } from './sort-options';

interface PlaylistsToolbarProps {
  sort: PlaylistSort;
  onSortChange: (sort: PlaylistSort) => void;
  onAddPlaylist: () => void;
  onAddFolder: () => void;
}

/** Add playlist, Add folder and the playlist sort (spec §2.9). */
export function PlaylistsToolbar({ sort, onSortChange, onAddPlaylist, onAddFolder }: PlaylistsToolbarProps) {
  const { t } = useLingui();
  const options: { field: PlaylistSortField; label: string }[] = [
    { field: 'name', label: t`Name` },
    { field: 'updated_at', label: t`Date` },
    { field: 'tracks_count', label: t`Tracks` },
  ];
  return (
    <Flex justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap" mb="4">
      <Flex gap="2">
        <Button size="sm" onClick={onAddPlaylist}>
          <PlusIcon size={16} />
          <Trans>Add playlist</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onAddFolder}>
          <PlusIcon size={16} />
          <Trans>Add folder</Trans>
        </Button>
      </Flex>
      <SortOptions
        label={<Trans>Sort playlists by:</Trans>}
        options={options}
        value={sort}
        onChange={onSortChange}
      />
    </Flex>
  );
}

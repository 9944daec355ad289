import { Trans, useLingui } from '@lingui/react/macro';
import { EditIcon, type Folder, IconButton, paths, Span, TrashIcon, useNavigate } from '@rsm/shared';
import { DetailsLink } from './details-link';
import { ExpandableRowsTable } from './expandable-rows-table';
import { FolderPlaylistList } from './folder-playlist-list';
import { RowActions } from './row-actions';

interface FoldersTableProps {
  folders: Folder[];
  onEdit: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

function FolderRowActions({
  folder,
  onEdit,
  onDelete,
}: { folder: Folder } & Omit<FoldersTableProps, 'folders'>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const details = paths.dashboard.folder(folder.id);
  // The Default folder is where deleted folders' playlists go: it cannot be deleted.
  const deletable = !folder.default;
  // Every row has these buttons: each one's name says which folder it acts on.
  const { name } = folder;
  return (
    <RowActions
      name={folder.name}
      menu={[
        { label: t`Folder details`, onSelect: () => navigate(details) },
        { label: t`Edit folder`, onSelect: () => onEdit(folder) },
        ...(deletable ? [{ label: t`Delete folder`, onSelect: () => onDelete(folder) }] : []),
      ]}
    >
      <DetailsLink to={details} label={t`Folder details ${name}`} />
      <IconButton
        label={t`Edit folder ${name}`}
        icon={<EditIcon />}
        size="iconSm"
        onClick={() => onEdit(folder)}
      />
      {deletable && (
        <IconButton
          label={t`Delete folder ${name}`}
          icon={<TrashIcon />}
          size="iconSm"
          onClick={() => onDelete(folder)}
        />
      )}
    </RowActions>
  );
}

/** Folders, each expanding to its playlists, with details, edit and delete. */
export function FoldersTable({ folders, onEdit, onDelete }: FoldersTableProps) {
  const { t } = useLingui();
  return (
    <ExpandableRowsTable
      items={folders}
      keyOf={(folder) => folder.id}
      caption={<Trans>Folders</Trans>}
      nameHeader={<Trans>Folder Name</Trans>}
      countHeader={<Trans>Playlists</Trans>}
      expandLabel={(folder) => t`Show playlists of ${folder.name}`}
      name={(folder) => <Span fontWeight="600">{folder.name}</Span>}
      count={(folder) => folder.projects_count}
      actions={(folder) => <FolderRowActions folder={folder} onEdit={onEdit} onDelete={onDelete} />}
      details={(folder) => <FolderPlaylistList folder={folder} />}
    />
  );
}

import { Trans } from '@lingui/react/macro';
import {
  type Folder,
  pageLink,
  Pager,
  paths,
  QueryState,
  useNavigate,
  usePageParam,
  type Playlist,
} from '@rsm/shared';
import { useState } from 'react';
import { DEFAULT_FOLDER_SORT, type FolderSort, useFolders } from '../api/get-folders';
import { DEFAULT_PLAYLIST_SORT, usePlaylists, type PlaylistSort } from '../api/get-playlists';
import { DeleteFolderDialog } from '../components/delete-folder-dialog';
import { DeletePlaylistDialog } from '../components/delete-playlist-dialog';
import { FolderFormDialog } from '../components/folder-form-dialog';
import { FolderLinks } from '../components/folder-links';
import { FoldersTable } from '../components/folders-table';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistListsFrame } from '../components/playlist-lists-frame';
import { PlaylistsTable } from '../components/playlists-table';
import { PlaylistsToolbar, type PlaylistsView } from '../components/playlists-toolbar';

const hrefFor = (page: number) => pageLink(paths.dashboard.playlists(), page);

type OpenDialog =
  | { kind: 'add-playlist' }
  | { kind: 'add-folder' }
  | { kind: 'edit-playlist'; playlist: Playlist }
  | { kind: 'delete-playlist'; playlist: Playlist }
  | { kind: 'edit-folder'; folder: Folder }
  | { kind: 'delete-folder'; folder: Folder }
  | null;

function PlaylistsList({ sort, onDialog }: { sort: PlaylistSort; onDialog: (dialog: OpenDialog) => void }) {
  const page = usePageParam();
  const playlists = usePlaylists({ page, sort });
  return (
    <QueryState query={playlists}>
      {(data) => (
        <>
          <PlaylistsTable
            playlists={data.projects}
            onEdit={(playlist) => onDialog({ kind: 'edit-playlist', playlist })}
            onDelete={(playlist) => onDialog({ kind: 'delete-playlist', playlist })}
          />
          <Pager meta={data.meta} hrefFor={hrefFor} />
        </>
      )}
    </QueryState>
  );
}

function FoldersList({ sort, onDialog }: { sort: FolderSort; onDialog: (dialog: OpenDialog) => void }) {
  const page = usePageParam();
  const folders = useFolders({ page, sort });
  return (
    <QueryState query={folders}>
      {(data) => (
        <>
          <FoldersTable
            folders={data.project_categories}
            onEdit={(folder) => onDialog({ kind: 'edit-folder', folder })}
            onDelete={(folder) => onDialog({ kind: 'delete-folder', folder })}
          />
          <Pager meta={data.meta} hrefFor={hrefFor} />
        </>
      )}
    </QueryState>
  );
}

function MyPlaylists() {
  const page = usePageParam();
  const navigate = useNavigate();
  const [view, setView] = useState<PlaylistsView>('standard');
  const [sort, setSort] = useState<PlaylistSort>(DEFAULT_PLAYLIST_SORT);
  const [folderSort, setFolderSort] = useState<FolderSort>(DEFAULT_FOLDER_SORT);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // A new order or view starts from its first page.
  const firstPage = () => {
    if (page > 1) navigate(hrefFor(1));
  };

  return (
    <>
      <PlaylistsToolbar
        view={view}
        onViewChange={(next) => {
          setView(next);
          firstPage();
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          firstPage();
        }}
        folderSort={folderSort}
        onFolderSortChange={(next) => {
          setFolderSort(next);
          firstPage();
        }}
        onAddPlaylist={() => setDialog({ kind: 'add-playlist' })}
        onAddFolder={() => setDialog({ kind: 'add-folder' })}
      />
      {view === 'standard' ? (
        <>
          <FolderLinks />
          <PlaylistsList sort={sort} onDialog={setDialog} />
        </>
      ) : (
        <FoldersList sort={folderSort} onDialog={setDialog} />
      )}
      <PlaylistFormDialog open={dialog?.kind === 'add-playlist'} onClose={close} />
      <PlaylistFormDialog
        open={dialog?.kind === 'edit-playlist'}
        onClose={close}
        playlist={dialog?.kind === 'edit-playlist' ? dialog.playlist : undefined}
      />
      <FolderFormDialog open={dialog?.kind === 'add-folder'} onClose={close} />
      <FolderFormDialog
        open={dialog?.kind === 'edit-folder'}
        onClose={close}
        folder={dialog?.kind === 'edit-folder' ? dialog.folder : undefined}
      />
      <DeletePlaylistDialog
        playlist={dialog?.kind === 'delete-playlist' ? dialog.playlist : null}
        onClose={close}
      />
      <DeleteFolderDialog folder={dialog?.kind === 'delete-folder' ? dialog.folder : null} onClose={close} />
    </>
  );
}

/** /dashboard/playlists: the signed-in customer's playlists; a visitor is asked to log in instead. */
export function PlaylistsPage() {
  return (
    <PlaylistListsFrame loginReason={<Trans>Log in or create an account to keep your playlists.</Trans>}>
      <MyPlaylists />
    </PlaylistListsFrame>
  );
}

import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Box,
  ErrorState,
  $isLoggedIn,
  LoadingState,
  LoginPrompt,
  pageLink,
  Pager,
  paths,
  useNavigate,
  usePageParam,
  type Playlist,
} from '@rsm/shared';
import { useState } from 'react';
import { DEFAULT_PLAYLIST_SORT, usePlaylists, type PlaylistSort } from '../api/get-playlists';
import { DeletePlaylistDialog } from '../components/delete-playlist-dialog';
import { FolderLinks } from '../components/folder-links';
import { FolderFormDialog } from '../components/folder-form-dialog';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistSectionHeader } from '../components/playlist-section-header';
import { PlaylistsTable } from '../components/playlists-table';
import { PlaylistsToolbar } from '../components/playlists-toolbar';

const hrefFor = (page: number) => pageLink(paths.dashboard.playlists(), page);

type OpenDialog =
  | { kind: 'add-playlist' }
  | { kind: 'add-folder' }
  | { kind: 'edit-playlist'; playlist: Playlist }
  | { kind: 'delete-playlist'; playlist: Playlist }
  | null;

function MyPlaylists() {
  const page = usePageParam();
  const navigate = useNavigate();
  const [sort, setSort] = useState<PlaylistSort>(DEFAULT_PLAYLIST_SORT);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const playlists = usePlaylists({ page, sort });
  const close = () => setDialog(null);

  return (
    <>
      <PlaylistsToolbar
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          // A new order starts from its first page.
          if (page > 1) navigate(hrefFor(1));
        }}
        onAddPlaylist={() => setDialog({ kind: 'add-playlist' })}
        onAddFolder={() => setDialog({ kind: 'add-folder' })}
      />
      <FolderLinks />
      {playlists.isError ? (
        <ErrorState onRetry={() => void playlists.refetch()} />
      ) : playlists.isPending ? (
        <LoadingState rows={6} />
      ) : (
        <>
          <PlaylistsTable
            playlists={playlists.data.projects}
            onEdit={(playlist) => setDialog({ kind: 'edit-playlist', playlist })}
            onDelete={(playlist) => setDialog({ kind: 'delete-playlist', playlist })}
          />
          <Pager meta={playlists.data.meta} hrefFor={hrefFor} />
        </>
      )}
      <PlaylistFormDialog open={dialog?.kind === 'add-playlist'} onClose={close} />
      <PlaylistFormDialog
        open={dialog?.kind === 'edit-playlist'}
        onClose={close}
        playlist={dialog?.kind === 'edit-playlist' ? dialog.playlist : undefined}
      />
      <FolderFormDialog open={dialog?.kind === 'add-folder'} onClose={close} />
      <DeletePlaylistDialog
        playlist={dialog?.kind === 'delete-playlist' ? dialog.playlist : null}
        onClose={close}
      />
    </>
  );
}

/** /dashboard/playlists: the signed-in customer's playlists; a visitor is asked to log in instead. */
export function PlaylistsPage() {
  const loggedIn = useStore($isLoggedIn);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <PlaylistSectionHeader />
      {loggedIn ? (
        <MyPlaylists />
      ) : (
        <LoginPrompt>
          <Trans>Log in or create an account to keep your playlists.</Trans>
        </LoginPrompt>
      )}
    </Box>
  );
}

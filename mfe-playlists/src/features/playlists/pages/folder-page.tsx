import { Plural, Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  ApiError,
  Box,
  Button,
  EditIcon,
  ErrorState,
  Flex,
  $isLoggedIn,
  List,
  ListItem,
  LoadingState,
  LoginPrompt,
  NotFoundPage,
  paths,
  PlusIcon,
  RouterLink,
  Span,
  Text,
  TrashIcon,
  useNavigate,
  useParams,
  type Folder,
} from '@rsm/shared';
import { useState } from 'react';
import { useFolder } from '../api/get-folder';
import { DeleteFolderDialog } from '../components/delete-folder-dialog';
import { FolderFormDialog } from '../components/folder-form-dialog';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistSectionHeader } from '../components/playlist-section-header';

type OpenDialog = 'edit' | 'delete' | 'add-playlist' | null;

function FolderPlaylists({ folder }: { folder: Folder }) {
  const playlists = folder.projects ?? [];
  if (playlists.length === 0)
    return (
      <Text color="muted" py="6" textAlign="center">
        <Trans>You don't have any playlists in this folder</Trans>
      </Text>
    );
  return (
    <List aria-label={folder.name}>
      {playlists.map((playlist) => (
        <ListItem
          key={playlist.uuid}
          display="flex"
          justifyContent="space-between"
          py="3"
          borderBottom="1px solid"
          borderColor="line"
        >
          <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600" color="brand.700">
            {playlist.name}
          </RouterLink>
          <Span color="muted">
            <Plural value={playlist.tracks_count} one="# track" other="# tracks" />
          </Span>
        </ListItem>
      ))}
    </List>
  );
}

function FolderDetails({ id }: { id: number }) {
  const folder = useFolder(id);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  if (folder.error instanceof ApiError && folder.error.status === 404) return <NotFoundPage />;
  if (folder.isError) return <ErrorState onRetry={() => void folder.refetch()} />;
  if (folder.isPending) return <LoadingState rows={4} />;
  const { data } = folder;
  return (
    <>
      <PlaylistSectionHeader title={data.name} backTo={paths.dashboard.playlists()} />
      <Flex alignItems="center" gap="3" mb="4" flexWrap="wrap">
        <Text color="muted">
          <Plural value={data.projects_count} one="# playlist" other="# playlists" />
        </Text>
        <Button size="sm" onClick={() => setDialog('add-playlist')}>
          <PlusIcon size={16} />
          <Trans>Add playlist</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
          <EditIcon size={16} />
          <Trans>Edit folder</Trans>
        </Button>
        {/* The Default folder is where deleted folders' playlists go: it cannot be deleted. */}
        {!data.default && (
          <Button size="sm" variant="outline" onClick={() => setDialog('delete')}>
            <TrashIcon size={16} />
            <Trans>Delete folder</Trans>
          </Button>
        )}
      </Flex>
      <FolderPlaylists folder={data} />
      <FolderFormDialog open={dialog === 'edit'} onClose={close} folder={data} />
      <PlaylistFormDialog open={dialog === 'add-playlist'} onClose={close} folderId={data.id} />
      <DeleteFolderDialog
        folder={dialog === 'delete' ? data : null}
        onClose={close}
        onDeleted={() => navigate(paths.dashboard.playlists())}
      />
    </>
  );
}

/** /dashboard/folders/:id: one folder and its playlists. */
export function FolderPage() {
  const { id = '' } = useParams();
  const loggedIn = useStore($isLoggedIn);
  const folderId = Number(id);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      {!loggedIn ? (
        <>
          <PlaylistSectionHeader />
          <LoginPrompt>
            <Trans>Log in or create an account to see this folder.</Trans>
          </LoginPrompt>
        </>
      ) : Number.isInteger(folderId) && folderId > 0 ? (
        <FolderDetails id={folderId} />
      ) : (
        <NotFoundPage />
      )}
    </Box>
  );
}

import { ph } from '@lingui/core/macro';
import { Select, Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  ApiError,
  Box,
  Button,
  EditIcon,
  ErrorState,
  Flex,
  formatCount,
  LoadingState,
  LoginPrompt,
  NotFoundPage,
  paths,
  pluralForm,
  PlusIcon,
  Text,
  TrashIcon,
  useNavigate,
  usePageTitle,
  useParams,
} from '@rsm/shared';
import { useState } from 'react';
import { useFolder } from '../api/get-folder';
import { DeleteFolderDialog } from '../components/delete-folder-dialog';
import { FolderFormDialog } from '../components/folder-form-dialog';
import { FolderPlaylistList } from '../components/folder-playlist-list';
import { PlaylistFormDialog } from '../components/playlist-form-dialog';
import { PlaylistSectionHeader } from '../components/playlist-section-header';

type OpenDialog = 'edit' | 'delete' | 'add-playlist' | null;

function FolderDetails({ id }: { id: number }) {
  const folder = useFolder(id);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // While it loads the tab says the site's name, not the page left behind.
  usePageTitle(folder.data?.name);
  if (folder.error instanceof ApiError && folder.error.status === 404) return <NotFoundPage />;
  if (folder.isError) return <ErrorState onRetry={() => void folder.refetch()} />;
  if (folder.isPending) return <LoadingState rows={4} />;
  const { data } = folder;
  return (
    <>
      <PlaylistSectionHeader title={data.name} backTo={paths.dashboard.playlists()} />
      <Flex alignItems="center" gap="3" mb="4" flexWrap="wrap">
        <Text color="muted">
          <Select
            value={pluralForm(data.projects_count)}
            _one={`${ph({ count: formatCount(data.projects_count) })} playlist`}
            other={`${ph({ count: formatCount(data.projects_count) })} playlists`}
          />
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
      <FolderPlaylistList folder={data} spacious />
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

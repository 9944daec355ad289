import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Box,
  Button,
  Flex,
  Heading,
  Input,
  $isLoggedIn,
  LoadingState,
  LoginPrompt,
  MenuIcon,
  paths,
  useNavigate,
  useDebouncedValue,
} from '@rsm/shared';
import { useId, useState } from 'react';
import { ActionMenu } from '../../../components/action-menu';
import { DEFAULT_FOLDER_SORT, type FolderSort, type FolderSortField, useFolders } from '../api/get-folders';
import { FolderFormDialog } from './folder-form-dialog';
import { PlaylistFormDialog } from './playlist-form-dialog';
import { SidebarFolders } from './sidebar-folders';
import { nextSort } from './sort-options';

/** The sidebar lists the first 100 folders with their playlists. */
export const SIDEBAR_FOLDERS = { page: 1, per: 100 } as const;

/** The playlist search waits 800 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 800;

function CustomerSidebar() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<FolderSort>(DEFAULT_FOLDER_SORT);
  const [dialog, setDialog] = useState<'folder' | 'playlist' | null>(null);
  const folders = useFolders({ ...SIDEBAR_FOLDERS, sort, q });
  const sortBy = (field: FolderSortField, label: string) => ({
    label: t`Sort folders by: ${label}`,
    onSelect: () => setSort(nextSort(sort, field)),
  });

  return (
    <>
      <Flex alignItems="center" justifyContent="space-between" mb="3">
        <Heading as="h2" fontSize="lg">
          <Trans>My playlists</Trans>
        </Heading>
        <ActionMenu
          label={t`My playlists menu`}
          actions={[
            { label: t`See all`, onSelect: () => navigate(paths.dashboard.playlists()) },
            { label: t`New folder`, onSelect: () => setDialog('folder') },
            { label: t`New playlist`, onSelect: () => setDialog('playlist') },
            sortBy('default', t`Default`),
            sortBy('name', t`Name`),
            sortBy('updated_at', t`Date`),
            sortBy('projects_count', t`Playlists count`),
          ]}
          variant="ghost"
        >
          <MenuIcon size={16} />
        </ActionMenu>
      </Flex>
      <Button
        size="sm"
        variant="outline"
        w="full"
        mb="3"
        onClick={() => navigate(paths.dashboard.receivedPlaylists())}
      >
        <Trans>Received playlists</Trans>
      </Button>
      <Box asChild srOnly>
        <label htmlFor={searchId}>
          <Trans>Search Playlist</Trans>
        </label>
      </Box>
      <Input
        id={searchId}
        type="search"
        w="full"
        mb="3"
        placeholder={t`Search Playlist`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {folders.isPending ? (
        <LoadingState rows={4} />
      ) : (
        // Keyed by whether there is search text, so the initial open state is worked out afresh.
        <SidebarFolders
          key={q ? 'search' : 'all'}
          folders={folders.data?.project_categories ?? []}
          searching={Boolean(q)}
        />
      )}
      <FolderFormDialog open={dialog === 'folder'} onClose={() => setDialog(null)} />
      <PlaylistFormDialog open={dialog === 'playlist'} onClose={() => setDialog(null)} />
    </>
  );
}

/** The 'My playlists' sidebar of the dashboard playlist pages; visitors get a log-in prompt. */
export function PlaylistsSidebar() {
  const { t } = useLingui();
  const loggedIn = useStore($isLoggedIn);
  return (
    <Box as="aside" aria-label={t`My playlists`} w="full">
      {loggedIn ? (
        <CustomerSidebar />
      ) : (
        <LoginPrompt>
          <Trans>Create an account or log in to keep your playlists in folders.</Trans>
        </LoginPrompt>
      )}
    </Box>
  );
}

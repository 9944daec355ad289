import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  ChevronDownIcon,
  ChevronUpIcon,
  EditIcon,
  EmptyState,
  type Folder,
  IconButton,
  InfoIcon,
  List,
  ListItem,
  paths,
  RouterLink,
  Span,
  Table,
  Text,
  TrashIcon,
  useNavigate,
} from '@rsm/shared';
import { Fragment, useState } from 'react';
import { RowActions } from './row-actions';

interface FoldersTableProps {
  folders: Folder[];
  onEdit: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

function FolderPlaylists({ folder }: { folder: Folder }) {
  const playlists = folder.projects ?? [];
  if (playlists.length === 0)
    return (
      <Text color="muted" py="3">
        <Trans>You don't have any playlists in this folder</Trans>
      </Text>
    );
  return (
    <List aria-label={folder.name} py="2">
      {playlists.map((playlist) => (
        <ListItem key={playlist.uuid} display="flex" justifyContent="space-between" gap="3" py="1">
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

/** Folders, each expanding to its playlists — one at a time (spec §2.9, §4.3) — with details, edit and delete. */
export function FoldersTable({ folders, onEdit, onDelete }: FoldersTableProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<number | null>(null);
  if (folders.length === 0) return <EmptyState />;
  return (
    <Table css={{ '& th, & td': { py: '3', pr: '3' }, '& td:last-child': { textAlign: 'right', pr: '0' } }}>
      <Box as="caption" srOnly>
        <Trans>Folders</Trans>
      </Box>
      <thead>
        <Box as="tr" textAlign="left" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col" style={{ width: '2.5rem' }}>
            <Box srOnly>
              <Trans>Expand</Trans>
            </Box>
          </th>
          <th scope="col">
            <Trans>Folder Name</Trans>
          </th>
          <th scope="col">
            <Trans>Playlists</Trans>
          </th>
          <th scope="col">
            <Box srOnly>
              <Trans>Actions</Trans>
            </Box>
          </th>
        </Box>
      </thead>
      <tbody>
        {folders.map((folder) => {
          const open = expanded === folder.id;
          const listId = `folder-playlists-${folder.id}`;
          return (
            <Fragment key={folder.id}>
              <Box as="tr" borderBottom="1px solid" borderColor="line" bg={open ? 'surface' : undefined}>
                <td>
                  <IconButton
                    label={t`Show playlists of ${folder.name}`}
                    icon={open ? <ChevronUpIcon /> : <ChevronDownIcon />}
                    size="iconSm"
                    aria-expanded={open}
                    aria-controls={open ? listId : undefined}
                    onClick={() => setExpanded(open ? null : folder.id)}
                  />
                </td>
                <Box as="td" fontWeight="600">
                  {folder.name}
                </Box>
                <td>{folder.projects_count}</td>
                <td>
                  <RowActions
                    menu={[
                      {
                        label: t`Folder details`,
                        onSelect: () => navigate(paths.dashboard.folder(folder.id)),
                      },
                      { label: t`Edit folder`, onSelect: () => onEdit(folder) },
                      ...(folder.default
                        ? []
                        : [{ label: t`Delete folder`, onSelect: () => onDelete(folder) }]),
                    ]}
                  >
                    <RouterLink
                      to={paths.dashboard.folder(folder.id)}
                      aria-label={t`Folder details`}
                      title={t`Folder details`}
                      display="inline-flex"
                      alignItems="center"
                      justifyContent="center"
                      h="8"
                      w="8"
                      borderRadius="full"
                      _hover={{ bg: 'surface' }}
                    >
                      <InfoIcon />
                    </RouterLink>
                    <IconButton
                      label={t`Edit folder`}
                      icon={<EditIcon />}
                      size="iconSm"
                      onClick={() => onEdit(folder)}
                    />
                    {!folder.default && (
                      <IconButton
                        label={t`Delete folder`}
                        icon={<TrashIcon />}
                        size="iconSm"
                        onClick={() => onDelete(folder)}
                      />
                    )}
                  </RowActions>
                </td>
              </Box>
              {open && (
                <Box as="tr" id={listId} borderBottom="1px solid" borderColor="line">
                  <td colSpan={4} style={{ textAlign: 'left' }}>
                    <Box px="4">
                      <FolderPlaylists folder={folder} />
                    </Box>
                  </td>
                </Box>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  ChevronDownIcon,
  ChevronUpIcon,
  EditIcon,
  EmptyState,
  Flex,
  IconButton,
  InfoIcon,
  paths,
  RouterLink,
  Table,
  TrashIcon,
  type Playlist,
} from '@rsm/shared';
import { Fragment, useState } from 'react';
import { PinPlaylistButton } from './pin-playlist-button';
import { PlaylistTracksPreview } from './playlist-tracks-preview';

interface PlaylistsTableProps {
  playlists: Playlist[];
  onEdit?: (playlist: Playlist) => void;
  onDelete?: (playlist: Playlist) => void;
}

const COLUMNS = 4;

/**
 * Playlists with their track counts (spec §2.9). A row expands to its first tracks, one row at a time; its actions
 * open the playlist, edit, delete and pin it.
 */
export function PlaylistsTable({ playlists, onEdit, onDelete }: PlaylistsTableProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState<string | null>(null);
  if (playlists.length === 0) return <EmptyState />;
  return (
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3' },
        '& th:last-child, & td:last-child': { textAlign: 'right', pr: '0' },
      }}
    >
      <Box as="caption" srOnly>
        <Trans>My playlists</Trans>
      </Box>
      <thead>
        <Box as="tr" textAlign="left" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col" style={{ width: '2.5rem' }}>
            <Box srOnly>
              <Trans>Expand</Trans>
            </Box>
          </th>
          <th scope="col">
            <Trans>Playlist Name</Trans>
          </th>
          <th scope="col">
            <Trans>Tracks</Trans>
          </th>
          <th scope="col">
            <Box srOnly>
              <Trans>Actions</Trans>
            </Box>
          </th>
        </Box>
      </thead>
      <tbody>
        {playlists.map((playlist) => {
          const open = expanded === playlist.uuid;
          const previewId = `playlist-preview-${playlist.uuid}`;
          return (
            <Fragment key={playlist.uuid}>
              <Box as="tr" borderBottom="1px solid" borderColor="line" bg={open ? 'surface' : undefined}>
                <td>
                  <IconButton
                    label={t`Show tracks of ${playlist.name}`}
                    icon={open ? <ChevronUpIcon /> : <ChevronDownIcon />}
                    size="iconSm"
                    aria-expanded={open}
                    aria-controls={open ? previewId : undefined}
                    onClick={() => setExpanded(open ? null : playlist.uuid)}
                  />
                </td>
                <td>
                  <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600" color="brand.700">
                    {playlist.name}
                  </RouterLink>
                </td>
                <td>{playlist.tracks_count}</td>
                <td>
                  <Flex gap="1" justifyContent="flex-end">
                    <RouterLink
                      to={paths.dashboard.playlist(playlist.uuid)}
                      aria-label={t`Playlist details`}
                      title={t`Playlist details`}
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
                    {onEdit && (
                      <IconButton
                        label={t`Edit playlist`}
                        icon={<EditIcon />}
                        size="iconSm"
                        onClick={() => onEdit(playlist)}
                      />
                    )}
                    {onDelete && (
                      <IconButton
                        label={t`Delete playlist`}
                        icon={<TrashIcon />}
                        size="iconSm"
                        onClick={() => onDelete(playlist)}
                      />
                    )}
                    <PinPlaylistButton playlist={playlist} />
                  </Flex>
                </td>
              </Box>
              {open && (
                <Box as="tr" id={previewId} borderBottom="1px solid" borderColor="line">
                  <td colSpan={COLUMNS} style={{ textAlign: 'left' }}>
                    <Box px="4">
                      <PlaylistTracksPreview playlist={playlist} />
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

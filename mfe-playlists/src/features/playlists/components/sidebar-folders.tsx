import { Trans, useLingui } from '@lingui/react/macro';
import { Box, DisclosureRow, type Folder, List, ListItem, paths, RouterLink, Span, Text } from '@rsm/shared';
import { useState } from 'react';

/**
 * Which folders are open: with no search text only default folders start open, with search text all do;
 * a folder the customer toggled keeps its state.
 */
export function isFolderOpen(
  folder: Pick<Folder, 'id' | 'default'>,
  searching: boolean,
  toggled: Map<number, boolean>,
) {
  return toggled.get(folder.id) ?? (searching || folder.default);
}

/** The sidebar's folders, each expandable to its playlists (link and track count) and its details page. */
export function SidebarFolders({ folders, searching }: { folders: Folder[]; searching: boolean }) {
  const { t } = useLingui();
  const [toggled, setToggled] = useState(() => new Map<number, boolean>());
  if (folders.length === 0)
    return (
      <Text color="muted" fontSize="sm">
        {searching ? t`Sorry, no results` : t`No items to show here yet.`}
      </Text>
    );
  return (
    <List>
      {folders.map((folder) => {
        const open = isFolderOpen(folder, searching, toggled);
        const listId = `sidebar-folder-${folder.id}`;
        return (
          <ListItem key={folder.id} layerStyle="divider.bottom" py="1">
            <DisclosureRow
              open={open}
              controls={listId}
              size="sm"
              chevronSize={14}
              onClick={() => setToggled(new Map(toggled).set(folder.id, !open))}
            >
              <Span truncate>{folder.name}</Span>
            </DisclosureRow>
            <Box id={listId} hidden={!open} pl="3" pb="2" fontSize="sm">
              <List>
                {(folder.projects ?? []).map((playlist) => (
                  <ListItem key={playlist.uuid} display="flex" justifyContent="space-between" gap="2" py="1">
                    {/* The count is part of the link's name, so it is told apart from the page's own links. The
                        name is the visible text itself (with a space the flex layout does not draw), so speech
                        control users can say what they see. */}
                    <RouterLink
                      to={paths.dashboard.playlist(playlist.uuid)}
                      color="brand.700"
                      display="flex"
                      justifyContent="space-between"
                      gap="2"
                      w="full"
                    >
                      <Span truncate>{playlist.name}</Span>{' '}
                      <Span color="muted" flexShrink="0">
                        {playlist.tracks_count}
                      </Span>
                    </RouterLink>
                  </ListItem>
                ))}
              </List>
              <RouterLink
                to={paths.dashboard.folder(folder.id)}
                aria-label={t`Show folder details: ${folder.name}`}
                fontWeight="600"
                color="brand.600"
              >
                <Trans>Show folder details</Trans>
              </RouterLink>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}

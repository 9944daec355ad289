import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, Heading, paths, RouterLink, TabLink, useLocation, usePageTitle } from '@rsm/shared';
import type { ReactNode } from 'react';

/** A tab is a link: the active one is the current path, marked aria-current="page" by NavLink. */
function Tab({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TabLink to={to} end tone="muted">
      {children}
    </TabLink>
  );
}

/** The tab's own name for the browser's tab, where the heading says only "Playlists". */
function useListTitle(): string {
  const { t } = useLingui();
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === paths.dashboard.receivedPlaylists()) return t`Received playlists`;
  if (path === paths.dashboard.sentPlaylists()) return t`Sent playlists`;
  if (path === paths.dashboard.playlists()) return t`My playlists`;
  return t`Playlists`;
}

/**
 * The playlists area's heading (the page's h1), an optional way back, and the My playlists / Received / Sent tabs.
 * The page's title is the playlist's or folder's name, else the list's.
 */
export function PlaylistSectionHeader({ title, backTo }: { title?: string; backTo?: string }) {
  const { t } = useLingui();
  const listTitle = useListTitle();
  usePageTitle(title ?? listTitle);
  return (
    <Flex as="header" flexDirection="column" gap="4" mb="6">
      {backTo && (
        <RouterLink to={backTo} fontWeight="600" color="brand.600" alignSelf="flex-start">
          <Trans>Back to playlists</Trans>
        </RouterLink>
      )}
      <Heading as="h1" fontSize="3xl">
        {title ?? <Trans>Playlists</Trans>}
      </Heading>
      <Flex as="nav" aria-label={t`Playlist lists`} gap="2" layerStyle="divider.bottom">
        <Tab to={paths.dashboard.playlists()}>
          <Trans>My playlists</Trans>
        </Tab>
        <Tab to={paths.dashboard.receivedPlaylists()}>
          <Trans>Received</Trans>
        </Tab>
        <Tab to={paths.dashboard.sentPlaylists()}>
          <Trans>Sent</Trans>
        </Tab>
      </Flex>
    </Flex>
  );
}

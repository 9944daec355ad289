import { Trans } from '@lingui/react/macro';
import { pageLink, Pager, paths, QueryState, useLocation, usePageParam } from '@rsm/shared';
import { type ShareDirection, useSharedPlaylists } from '../api/get-shared-playlists';
import { PlaylistListsFrame } from '../components/playlist-lists-frame';
import { SharedPlaylistsTable } from '../components/shared-playlists-table';

function SharedList({ direction }: { direction: ShareDirection }) {
  const page = usePageParam();
  const list = useSharedPlaylists(direction, page);
  const base = direction === 'sent' ? paths.dashboard.sentPlaylists() : paths.dashboard.receivedPlaylists();
  return (
    <QueryState query={list}>
      {(data) => (
        <>
          <SharedPlaylistsTable direction={direction} playlists={data.projects} />
          <Pager meta={data.meta} hrefFor={(target) => pageLink(base, target)} />
        </>
      )}
    </QueryState>
  );
}

/** /dashboard/playlists/received and /dashboard/playlists/sent: playlists sent to the customer, and by them. */
export function SharedPlaylistsTabPage() {
  const { pathname } = useLocation();
  const direction: ShareDirection = pathname.replace(/\/+$/, '').endsWith('/sent') ? 'sent' : 'received';
  return (
    <PlaylistListsFrame loginReason={<Trans>Log in or create an account to share playlists.</Trans>}>
      <SharedList key={direction} direction={direction} />
    </PlaylistListsFrame>
  );
}

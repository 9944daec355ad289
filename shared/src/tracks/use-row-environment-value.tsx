import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { $isLoggedIn } from '../bus/auth-store';
import { $customer } from '../bus/customer-store';
import { $pinnedPlaylist } from '../bus/pinned-playlist-store';
import { paths } from '../paths';
import type { Track } from '../schemas';
import { toast } from '../ui/toaster';
import { usePinnedTrackIds } from './api/get-pinned-playlist-track-ids';
import { useTogglePinnedTrack } from './api/toggle-pinned-track';
import type { RowDownloadMode, RowEnvironment } from './row-environment';

/**
 * The table's one subscription to the customer, session and pinned playlist, turned into what its rows need: the
 * environment they share, the pinned playlist's members (a boolean per row), and the one element giving the reason
 * downloads are disabled.
 */
export function useRowEnvironmentValue({
  tracks,
  token,
  viewingPlaylistUuid,
  onRemove,
}: {
  tracks: Track[];
  token?: string;
  viewingPlaylistUuid?: string;
  onRemove?: (track: Track) => void;
}): { environment: RowEnvironment; members: ReadonlySet<number>; blockedReason: ReactNode } {
  const { t } = useLingui();
  const customer = useStore($customer);
  const loggedIn = useStore($isLoggedIn);
  const pinned = useStore($pinnedPlaylist);
  const location = useLocation();
  const navigate = useNavigate();
  const blockedReasonId = useId();
  const signedIn = !!customer;
  const ids = usePinnedTrackIds(pinned?.uuid, !!pinned && signedIn);
  const { mutate } = useTogglePinnedTrack();
  const members = useMemo(() => new Set(ids.data ?? []), [ids.data]);

  const download: RowDownloadMode = customer?.fake_account
    ? 'fake'
    : customer?.block_download
      ? 'blocked'
      : customer === undefined && loggedIn && !token
        ? 'pending'
        : !customer && !token
          ? 'login'
          : 'files';
  // The login links return to the list they are part of. Following every change of the address instead (a view
  // switch, a search still loading) would re-render every row for a link few visitors follow.
  const here = `${location.pathname}${location.search}`;
  const loginHref = useMemo(
    () => (download === 'login' ? paths.login(here) : ''),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [download, tracks],
  );

  const removeRef = useRef(onRemove);
  removeRef.current = onRemove;
  const hasRemove = !!onRemove;
  const remove = useCallback((track: Track) => removeRef.current?.(track), []);
  const onTogglePinned = useCallback(
    (trackId: number, add: boolean) => pinned && mutate({ uuid: pinned.uuid, trackId, add }),
    [pinned, mutate],
  );
  const onFakeDownload = useCallback(() => {
    toast.info(t`Downloads are not available for this account. Please contact us to get access.`);
    void navigate(paths.contactUs());
  }, [t, navigate]);

  const environment = useMemo<RowEnvironment>(
    () => ({
      download,
      loginHref,
      blockedReasonId,
      token,
      pinned: signedIn ? pinned : null,
      pinnedPending: ids.isPending,
      signedIn,
      viewingPlaylistUuid,
      onTogglePinned,
      onFakeDownload,
      onRemove: hasRemove ? remove : undefined,
    }),
    [
      download,
      loginHref,
      blockedReasonId,
      token,
      pinned,
      ids.isPending,
      signedIn,
      viewingPlaylistUuid,
      onTogglePinned,
      onFakeDownload,
      hasRemove,
      remove,
    ],
  );
  const blockedReason =
    download === 'blocked' ? (
      <span id={blockedReasonId} className="rsm-tt-sr">
        {t`Downloads for your account were disabled`}
      </span>
    ) : null;
  return { environment, members, blockedReason };
}

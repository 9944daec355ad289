import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $trackDetailsRequest,
  Box,
  Button,
  closeTrackDetails,
  CopyLinkButton,
  Dialog,
  ErrorState,
  Flex,
  formatDuration,
  Img,
  LoadingState,
  paths,
  requestAddToPlaylist,
  RouterLink,
  Span,
  Text,
  trackEvent,
  useLocation,
} from '@rsm/shared';
import { useEffect, useRef } from 'react';
import { useAlbum } from '../../../api/get-album';
import { useTrack } from '../api/get-track';
import { composerShares, versionLabel } from '../track-fields';
import { useSoundLabels } from '../use-sound-labels';

/** The track details modal, open while `$trackDetailsRequest` holds a track id. */
export function TrackDetailsModal() {
  const trackId = useStore($trackDetailsRequest);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // Closes on route change: remember where it opened, close once the path differs.
  useEffect(() => {
    if (trackId === null) openedAt.current = pathname;
    else if (openedAt.current !== pathname) closeTrackDetails();
  }, [pathname, trackId]);

  if (trackId === null) return null;
  return <TrackDetailsDialog key={trackId} trackId={trackId} />;
}

function TrackDetailsDialog({ trackId }: { trackId: number }) {
  const { t } = useLingui();
  const track = useTrack(trackId);
  const data = track.data?.track;
  const sound = useSoundLabels(data ?? { bpm: null, detected_bpm: null, detected_key: null });
  const album = useAlbum(data?.album.uuid);

  useEffect(() => {
    if (data) void trackEvent('view_track', { track_id: data.id, name: data.name }, 'tracks');
  }, [data]);

  const title = data ? (
    <Flex as="span" alignItems="center" gap="3">
      <Img
        src={data.album.cover.url ?? undefined}
        alt=""
        w="12"
        h="12"
        borderRadius="md"
        objectFit="cover"
        bg="line"
        width={48}
        height={48}
      />
      <Span display="flex" flexDirection="column">
        <Span fontSize="sm" color="muted" fontWeight="400">
          {album.data?.album.directory_name ?? data.directory_with_number ?? data.album.name}
        </Span>
        <Span>{data.name}</Span>
      </Span>
    </Flex>
  ) : (
    t`Track details`
  );

  return (
    <Dialog open onClose={closeTrackDetails} title={title} maxWidth="36rem">
      {track.isError ? (
        <ErrorState onRetry={() => void track.refetch()} />
      ) : !data ? (
        <LoadingState rows={4} />
      ) : (
        <Box>
          <Text mb="2">{data.description}</Text>
          <Text color="muted" fontSize="sm" mb="4">
            {[
              composerShares(data)
                .map((c) => c.name)
                .join(', '),
              versionLabel(data),
              formatDuration(data.length),
              sound.bpmText,
              sound.keyText,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Flex gap="2" flexWrap="wrap" alignItems="center">
            <CopyLinkButton trackId={data.id} trackName={data.name} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                closeTrackDetails();
                requestAddToPlaylist({ kind: 'track', id: data.id, name: data.name });
              }}
            >
              <Trans>Add to playlist</Trans>
            </Button>
            <Button asChild size="sm">
              <RouterLink to={paths.track(data.id)}>
                <Trans>Show full info</Trans>
              </RouterLink>
            </Button>
          </Flex>
        </Box>
      )}
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  AddToPlaylistButton,
  Box,
  CopyLinkButton,
  DownloadButton,
  FindSimilarButton,
  Flex,
  formatDuration,
  Grid,
  Heading,
  COVER_HEADER_SIZES,
  ResponsiveImage,
  RouterLink,
  paths,
  QueuePlayButton,
  Text,
  trackDownloads,
  trackEvent,
  trackToPlayable,
  useParams,
  usePageTitle,
  type PlayableItem,
  type Track,
} from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { TrackWaveform } from '../components/track-waveform';
import { composerShares, versionLabel } from '../track-fields';
import { useSoundLabels } from '../use-sound-labels';
import { albumQueryOptions } from '../../../api/get-album';
import { DetailPage } from '../../../components/detail-page';
import { useTrack } from '../api/get-track';
import { prefetchTrackAlternatives } from '../api/get-track-alternatives';
import { AlternateVersionsTable } from '../components/alternate-versions-table';
import { FullInfoPanel } from '../components/full-info-panel';

/**
 * `/tracks/:id`: the cover, the name, a play button, the actions and the waveform first; then the full-info panel and
 * the alternate versions, each playable.
 */
export function TrackPage() {
  const { id = '' } = useParams();
  const track = useTrack(id);
  const queryClient = useQueryClient();
  // The alternate versions are asked for with the track, not once the page below its head has rendered.
  useEffect(() => prefetchTrackAlternatives(queryClient, id), [queryClient, id]);
  const loaded = track.data?.track;
  usePageTitle(loaded?.name);
  const item = useMemo(() => (loaded ? trackToPlayable(loaded) : null), [loaded]);

  useEffect(() => {
    if (loaded) void trackEvent('view_track', { track_id: loaded.id, name: loaded.name }, 'tracks');
  }, [loaded]);

  return (
    <DetailPage query={track}>
      {({ track: data }) => <TrackPageBody key={data.id} data={data} item={item} />}
    </DetailPage>
  );
}

/**
 * The page once its track has loaded. The head (cover, name, actions, waveform) renders in the task that delivers the
 * track; the full info and the alternate versions, most of the page's elements and below the fold on a phone, in a
 * transition right after it, in slices: the head paints sooner and the main thread is never held for long.
 */
function TrackPageBody({ data, item }: { data: Track; item: PlayableItem | null }) {
  const { t } = useLingui();
  const sound = useSoundLabels(data);
  const details = useDeferredValue<Track | null>(data, null);
  const queryClient = useQueryClient();
  // The album's categories of the full info are asked for now, not once that part has rendered.
  useEffect(() => {
    void queryClient.prefetchQuery(albumQueryOptions(data.album.uuid));
  }, [queryClient, data.album.uuid]);
  return (
    <>
      <Grid
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }}
        gap={{ base: '5', md: '8' }}
        alignItems="end"
        mb="8"
      >
        <RouterLink
          to={paths.albums.detail(data.album.uuid)}
          aria-label={t`Album ${data.album.name}`}
          display="block"
          maxW={{ base: '15rem', md: 'none' }}
        >
          {/* 15rem wide, on phones too (its link is at most 15rem); the host's server preloads it so. */}
          <ResponsiveImage
            image={data.album.cover}
            sizes={COVER_HEADER_SIZES}
            fetchPriority="high"
            alt=""
            w="full"
            aspectRatio="1"
            borderRadius="lg"
            objectFit="cover"
            bg="line"
            boxShadow="lg"
            width={240}
            height={240}
          />
        </RouterLink>
        <Box minW="0">
          <RouterLink to={paths.albums.detail(data.album.uuid)} color="muted" fontWeight="600" fontSize="sm">
            {data.album.name}
          </RouterLink>
          <Heading as="h1" textStyle="title" mt="1" overflowWrap="anywhere">
            {data.name}
          </Heading>
          <Text color="muted" mt="2">
            {[
              composerShares(data)
                .map((composer) => composer.name)
                .join(', '),
              versionLabel(data),
              sound.bpmText,
              sound.keyText,
              formatDuration(data.length),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Flex gap="3" mt="5" alignItems="center" flexWrap="wrap">
            <QueuePlayButton
              track={data}
              item={item}
              queue={item ? [item] : []}
              size="icon"
              variant="solid"
            />
            <DownloadButton options={trackDownloads(data)} label={t`Download ${data.name}`} size="icon" />
            <AddToPlaylistButton trackId={data.id} trackName={data.name} size="icon" />
            <FindSimilarButton trackId={data.id} trackName={data.name} size="icon" />
            <CopyLinkButton trackId={data.id} trackName={data.name} />
          </Flex>
          <Box mt="5">
            <TrackWaveform trackId={data.id} peaksUrl={data.peaks_url} name={data.name} />
          </Box>
        </Box>
      </Grid>
      {details && <TrackDetails track={details} />}
    </>
  );
}

/** The full-info panel and the alternate versions. */
function TrackDetails({ track }: { track: Track }) {
  return (
    <>
      <Heading as="h2" textStyle="section" mb="3">
        <Trans>Full info</Trans>
      </Heading>
      <FullInfoPanel track={track} />
      <Heading as="h2" textStyle="section" mt="10" mb="3">
        <Trans>Alternate versions</Trans>
      </Heading>
      <AlternateVersionsTable track={track} />
    </>
  );
}

import { ph } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  ApiError,
  Box,
  Button,
  EmptyState,
  ErrorState,
  formatCount,
  LoadingState,
  pluralForm,
  Text,
  usePageTitle,
  type Track,
} from '@rsm/shared';
import { useState } from 'react';
import { TrackList } from '../../../components/track-list';
import { LazyReferenceSearchDialog } from '../../../components/reference-search/lazy-reference-search-dialog';
import { $referenceResults } from '../../../components/reference-search/reference-results';
import { useSeedTrack } from '../api/get-seed-track';
import { useSimilarTracks } from '../api/get-similar-tracks';
import { SoundsLikeChip } from './sounds-like-chip';

/** What a "sounds like" search starts from: a track of the catalogue or a reference file of this page's memory. */
export type SoundsLikeSource = { similar: string } | { reference: string };

export function SoundsLikeResults({ source }: { source: SoundsLikeSource }) {
  return 'similar' in source ? (
    <SimilarToTrack trackId={source.similar} />
  ) : (
    <SimilarToReference clientId={source.reference} />
  );
}

function SimilarToTrack({ trackId }: { trackId: string }) {
  const { t } = useLingui();
  const seed = useSeedTrack(trackId);
  const similar = useSimilarTracks(trackId);
  const name = seed.data?.track.name;
  usePageTitle(name ? t`Sounds like ${name}` : undefined);
  return (
    <>
      {name && <SoundsLikeChip name={name} />}
      {similar.isError ? (
        // A track not analysed yet (409): the API's message says so and when to come back.
        <ErrorState
          message={
            similar.error instanceof ApiError && similar.error.status === 409
              ? similar.error.message
              : undefined
          }
          onRetry={() => void similar.refetch()}
        />
      ) : !similar.data ? (
        <LoadingState />
      ) : (
        <RankedTracks tracks={similar.data.tracks} />
      )}
    </>
  );
}

function SimilarToReference({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const results = useStore($referenceResults)[clientId];
  const [searchAgain, setSearchAgain] = useState(false);
  const name = results?.fileName;
  usePageTitle(name ? t`Sounds like ${name}` : t`Search with a reference track`);
  if (!results)
    return (
      <Box role="status" py="8" textAlign="center">
        <Text mb="4">
          <Trans>
            This reference file is gone: files are never kept, so its results last only while the page stays
            open.
          </Trans>
        </Text>
        <Button onClick={() => setSearchAgain(true)}>
          <Trans>Search with a reference track again</Trans>
        </Button>
        <LazyReferenceSearchDialog open={searchAgain} onClose={() => setSearchAgain(false)} />
      </Box>
    );
  return (
    <>
      <SoundsLikeChip name={results.fileName} />
      <RankedTracks tracks={results.tracks} />
    </>
  );
}

/** The tracks best first, in the same table as every list (play, add to playlist, download). */
function RankedTracks({ tracks }: { tracks: Track[] }) {
  const { t } = useLingui();
  if (tracks.length === 0)
    return (
      <EmptyState>
        <Trans>Sorry, no results</Trans>
      </EmptyState>
    );
  return (
    <>
      <Text color="muted" mb="3" aria-live="polite">
        <Select
          value={pluralForm(tracks.length)}
          _one={`${ph({ count: formatCount(tracks.length) })} track, most alike first`}
          other={`${ph({ count: formatCount(tracks.length) })} tracks, most alike first`}
        />
      </Text>
      <TrackList tracks={tracks} label={t`Tracks that sound alike`} />
    </>
  );
}

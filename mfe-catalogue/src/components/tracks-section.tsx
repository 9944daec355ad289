import { Trans } from '@lingui/react/macro';
import { ErrorState, Heading, LoadingState, Pager, type TrackListResponse } from '@rsm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { TrackList } from './track-list';

interface TracksSectionProps {
  tracks: UseQueryResult<TrackListResponse>;
  /** The link to another page of the tracks, for lists shown a page at a time. */
  hrefForPage?: ComponentProps<typeof Pager>['hrefFor'];
}

/** The tracks of an album or playlist under their heading: the error with a retry, skeletons, then the list. */
export function TracksSection({ tracks, hrefForPage }: TracksSectionProps) {
  return (
    <>
      <Heading as="h2" fontSize="xl" mb="3">
        <Trans>Tracks</Trans>
      </Heading>
      {tracks.isError ? (
        <ErrorState onRetry={() => void tracks.refetch()} />
      ) : tracks.isPending ? (
        <LoadingState />
      ) : (
        <>
          <TrackList tracks={tracks.data.tracks} />
          {hrefForPage && <Pager meta={tracks.data.meta} hrefFor={hrefForPage} />}
        </>
      )}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, Span, Text, TrackCount } from '@rsm/shared';
import { useMemo } from 'react';
import type { PlaylistTrackSummary } from '../api/get-playlist-tracks';
import { formatTotalDuration, isoDuration, totalSeconds } from '../lib/total-duration';

/**
 * Under the playlist's name: how many tracks it holds, and once they are known, how long they last together. The
 * count is the playlist's own, so it changes in the render of a removal.
 */
export function PlaylistFacts({
  count,
  tracks,
}: {
  count: number;
  tracks: PlaylistTrackSummary[] | undefined;
}) {
  const { i18n } = useLingui();
  const seconds = tracks ? totalSeconds(tracks) : null;
  const duration = useMemo(
    () => (seconds === null ? null : formatTotalDuration(seconds, i18n.locale)),
    [seconds, i18n.locale],
  );
  return (
    <Flex color="muted" gap="2" alignItems="baseline" flexWrap="wrap">
      <Text>
        <TrackCount count={count} />
      </Text>
      {seconds !== null && duration && (
        <>
          <Span aria-hidden>·</Span>
          <Text>
            <Span srOnly>
              <Trans>Total length:</Trans>{' '}
            </Span>
            <time dateTime={isoDuration(seconds)}>{duration}</time>
          </Text>
        </>
      )}
    </Flex>
  );
}

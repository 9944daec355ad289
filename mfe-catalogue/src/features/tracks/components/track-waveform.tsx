import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $currentTime,
  $duration,
  Box,
  Skeleton,
  useTrackPeaks,
  waveformPath,
} from '@rsm/shared';
import { useMemo } from 'react';

/**
 * The track's waveform on its page; while the track plays, the part already played is drawn in the brand colour.
 * Seeking stays with the player's slider, the one accessible control for it.
 */
export function TrackWaveform({
  trackId,
  peaksUrl,
  name,
}: {
  trackId: number;
  peaksUrl: string | null | undefined;
  name: string;
}) {
  const { t } = useLingui();
  const peaks = useTrackPeaks(peaksUrl);
  const current = useStore($currentItem);
  const time = useStore($currentTime);
  const duration = useStore($duration);
  const path = useMemo(() => waveformPath(peaks.data ?? []), [peaks.data]);
  if (!peaksUrl || peaks.isError) return null;
  if (!peaks.data) return <Skeleton h="16" w="full" />;
  const isCurrent = current?.id === `track-${trackId}`;
  const played = isCurrent && duration > 0 ? Math.min(1, time / duration) : 0;
  const width = peaks.data.length;
  return (
    <Box role="img" aria-label={t`Waveform of ${name}`} h="16" w="full" color="#c3c9d4">
      <svg
        width="100%"
        height="100%"
        viewBox={`0 0 ${width} 1`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d={path} fill="currentColor" />
        <clipPath id={`played-${trackId}`}>
          <rect width={played * width} height="1" />
        </clipPath>
        <path d={path} fill="var(--chakra-colors-brand-500)" clipPath={`url(#played-${trackId})`} />
      </svg>
    </Box>
  );
}

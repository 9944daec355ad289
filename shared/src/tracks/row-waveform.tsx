import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef, type MouseEvent } from 'react';
import { $currentTime, $duration, resume, seekFractionWhenReady } from '../bus/player-store';
import type { Track } from '../schemas';
import { fractionAt, waveformPath } from '../ui/waveform-path';
import { useTrackPeaks } from './api/get-track-peaks';
import { useSeen } from './use-seen';

/** The played part, in the current row only: the player's time re-renders this, never the row. */
function PlayedPart({ path, width }: { path: string; width: number }) {
  // useId's characters (colons) are not all valid in url(#…).
  const clipId = `row-wave-${useId().replace(/[^\w-]/g, '')}`;
  const time = useStore($currentTime);
  const duration = useStore($duration);
  const played = duration > 0 ? Math.min(1, time / duration) : 0;
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <rect width={played * width} height="1" />
        </clipPath>
      </defs>
      <path d={path} className="rsm-tt-wave-played" clipPath={`url(#${clipId})`} />
    </>
  );
}

/**
 * A row's waveform, from the server's peaks, fetched once the row nears the screen. A click plays the track from
 * that point (or moves the current track there). A pointer shortcut, hidden from assistive technology: the player's
 * Seek slider is the accessible control for the position.
 */
export function RowWaveform({
  track,
  current,
  onPlay,
}: {
  track: Track;
  current: boolean;
  onPlay: (trackId: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const peaks = useTrackPeaks(track.peaks_url, useSeen(box));
  const width = peaks.data?.length ?? 0;
  const path = useMemo(() => (peaks.data?.length ? waveformPath(peaks.data) : ''), [peaks.data]);
  const playable = Boolean(track.file.url) && width > 0;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!playable) return;
    const fraction = fractionAt(event.clientX, event.currentTarget.getBoundingClientRect());
    // Measured on the file's own duration: the catalogue's length can differ from the preview's by seconds.
    if (current) resume();
    else onPlay(track.id);
    seekFractionWhenReady(`track-${track.id}`, fraction);
  };

  return (
    <div
      ref={box}
      className="rsm-tt-wave"
      aria-hidden="true"
      data-ready={width > 0 ? '' : undefined}
      data-playable={playable ? '' : undefined}
      onClick={onClick}
    >
      {path && (
        <svg
          width="100%"
          height="100%"
          viewBox={`0 0 ${width} 1`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <path d={path} fill="currentColor" />
          {current && <PlayedPart path={path} width={width} />}
        </svg>
      )}
    </div>
  );
}

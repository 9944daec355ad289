import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $muted,
  $playing,
  $seekRequest,
  $volume,
  pause,
  reportProgress,
  toast,
  trackEnded,
  type PlayableItem,
} from '@rsm/shared';
import { useEffect, useRef } from 'react';

export interface AudioElementOptions {
  /** The audio really started (the element's `playing` event), after every load and every resume. */
  onPlaying?: (item: PlayableItem) => void;
}

/**
 * Binds one <audio> element to the bus: the bus says what should play, the element reports time and the end.
 * Only the player subscribes to time updates, so track tables never re-render while audio plays.
 */
export function useAudioElement({ onPlaying }: AudioElementOptions = {}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const item = useStore($currentItem);
  const playing = useStore($playing);
  const volume = useStore($volume);
  const muted = useStore($muted);
  const { t } = useLingui();

  // A new item: timings were reset by the store; pause, load, and let the next effect play it if autoplay is on.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    if (!item) audio.removeAttribute('src');
    else audio.src = item.audioUrl;
    audio.load();
  }, [item?.audioUrl]); // eslint-disable-line react-hooks/exhaustive-deps -- the same file under a new object must not reload

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !item) return;
    if (playing) {
      audio.play().catch((error: unknown) => {
        // Autoplay refused or the file failed: show the paused state instead of pretending to play. A failed file
        // also fires `error`, which has already moved on to the next item by now: leave that one alone.
        if ((error as DOMException).name !== 'AbortError' && $currentItem.get() === item) pause();
      });
    } else audio.pause();
  }, [playing, item]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = muted;
  }, [muted]);

  useEffect(
    () =>
      $seekRequest.listen((request) => {
        const audio = audioRef.current;
        if (audio && request && Number.isFinite(request.time)) audio.currentTime = request.time;
      }),
    [],
  );

  const handlers = {
    onTimeUpdate: (event: React.SyntheticEvent<HTMLAudioElement>) =>
      reportProgress(event.currentTarget.currentTime, event.currentTarget.duration),
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLAudioElement>) =>
      reportProgress(event.currentTarget.currentTime, event.currentTarget.duration),
    onPlaying: () => {
      if (item) onPlaying?.(item);
    },
    onEnded: () => trackEnded(),
    onError: () => {
      // Clearing the source with no item also lands here; only a real item's failure is news.
      if (!item) return;
      toast.error(t`This track could not be played.`);
      trackEnded();
    },
  };
  return { audioRef, handlers };
}

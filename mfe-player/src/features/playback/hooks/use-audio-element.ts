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
} from '@rsm/shared';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/**
 * Binds one <audio> element to the bus: the bus says what should play, the element reports time and the end.
 * Only the player subscribes to time updates, so track tables never re-render while audio plays.
 */
export function useAudioElement() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const item = useStore($currentItem);
  const playing = useStore($playing);
  const volume = useStore($volume);
  const muted = useStore($muted);
  const { t } = useLingui();

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!item) {
      audio.removeAttribute('src');
      audio.load();
      return;
    }
    audio.src = item.audioUrl;
    audio.load();
  }, [item]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !item) return;
    if (playing) {
      audio.play().catch((error: unknown) => {
        // Autoplay refused or the file failed: show the paused state instead of pretending to play.
        if ((error as DOMException).name !== 'AbortError') pause();
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
    onEnded: () => trackEnded(),
    onError: () => {
      if (!item) return;
      toast.error(t`This track could not be played.`);
      trackEnded();
    },
  };
  return { audioRef, handlers };
}

import { useAudioElement, type AudioElementOptions } from '../hooks/use-audio-element';

/** The page's one <audio> element, in its own component so its subscriptions re-render nothing else. */
export function AudioElement(options: AudioElementOptions) {
  const { audioRef, handlers } = useAudioElement(options);
  return <audio ref={audioRef} preload="auto" {...handlers} />;
}

import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $currentItem, $playing, playList } from '../bus/player-store';
import type { PlayableItem } from '../bus/playable-item';
import { IconButton, type IconButtonProps } from '../ui/button';
import { PauseIcon, PlayIcon } from '../ui/icons';

interface QueuePlayButtonProps {
  /** What is played, for the button's name: 'Play Neon Rain' / 'Pause Neon Rain'. */
  track: { name: string };
  /** The row's playable item; none (no audio) disables the button. */
  item: PlayableItem | null;
  /** The list the row belongs to: next and previous walk it. */
  queue: PlayableItem[];
  /** The track page's play button is the page's main control: larger and solid. */
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
}

/**
 * The play button of a row in a small list of tracks (history, a shared playlist): plays the row with the list as the
 * queue, and pauses it while it is the one playing.
 */
export function QueuePlayButton({ track, item, queue, size = 'iconSm', variant }: QueuePlayButtonProps) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const pause = !!item && playing && current?.id === item.id;
  return (
    <IconButton
      label={pause ? t`Pause ${track.name}` : t`Play ${track.name}`}
      icon={
        pause ? <PauseIcon size={size === 'icon' ? 20 : 16} /> : <PlayIcon size={size === 'icon' ? 20 : 16} />
      }
      size={size}
      variant={variant}
      disabled={!item}
      onClick={() => item && playList(queue, positionIn(queue, item))}
    />
  );
}

/** The row's place in the queue: the item itself (a list may hold one track twice), else the same item rebuilt. */
function positionIn(queue: PlayableItem[], item: PlayableItem): number {
  const same = queue.indexOf(item);
  return same >= 0 ? same : queue.findIndex((queued) => queued.id === item.id);
}

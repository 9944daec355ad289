import { Trans } from '@lingui/react/macro';
import { $currentItem, $playing, Button, PlayIcon, playList, playableItems } from '@rsm/shared';
import { useMemo } from 'react';
import type { PlaylistTrackSummary } from '../api/get-playlist-tracks';

/**
 * Plays the playlist from its first track, the rest queued in order, through the player bus. Pressed while that track
 * already plays, it keeps playing: a "Play" button never pauses.
 */
export function PlayAllButton({ tracks }: { tracks: PlaylistTrackSummary[] | undefined }) {
  const items = useMemo(() => playableItems(tracks ?? []), [tracks]);
  const playAll = () => {
    if ($currentItem.get()?.id === items[0]?.id && $playing.get()) return;
    playList(items, 0);
  };
  return (
    <Button disabled={items.length === 0} onClick={playAll}>
      <PlayIcon size={16} />
      <Trans>Play all</Trans>
    </Button>
  );
}

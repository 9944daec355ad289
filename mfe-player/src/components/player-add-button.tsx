import { AddToPlaylistButton, isTrackItem, type PlayableItem } from '@rsm/shared';

/** Add to playlist for the playing track (tracks only); a medley has nothing to add. */
export function PlayerAddButton({
  item,
  size = 'iconSm',
  openDialog,
}: {
  item: PlayableItem;
  size?: 'icon' | 'iconSm';
  openDialog?: (open: () => void) => void;
}) {
  if (!isTrackItem(item)) return null;
  return (
    <AddToPlaylistButton trackId={item.trackId} trackName={item.title} size={size} openDialog={openDialog} />
  );
}

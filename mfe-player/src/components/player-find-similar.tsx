import { FindSimilarButton, isTrackItem, type PlayableItem } from '@rsm/shared';

/** "Find similar" for the playing track (a medley is a whole album: there is no one sound to match). */
export function PlayerFindSimilar({
  item,
  size = 'iconSm',
  onBeforeNavigate,
}: {
  item: PlayableItem;
  size?: 'icon' | 'iconSm';
  onBeforeNavigate?: () => void;
}) {
  if (!isTrackItem(item) || item.trackId === undefined) return null;
  return (
    <FindSimilarButton
      trackId={item.trackId}
      trackName={item.title}
      size={size}
      onBeforeNavigate={onBeforeNavigate}
    />
  );
}

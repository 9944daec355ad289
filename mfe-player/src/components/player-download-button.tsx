import { useLingui } from '@lingui/react/macro';
import { albumDownloads, DownloadButton, isTrackItem, trackDownloads, type PlayableItem } from '@rsm/shared';
import { usePlayingTrack } from '../api/get-track';

/**
 * Download for what is playing, with the rules of every download button: a track's files once its
 * record has loaded, an album's zips for a medley.
 */
export function PlayerDownloadButton({
  item,
  size = 'iconSm',
}: {
  item: PlayableItem;
  size?: 'icon' | 'iconSm';
}) {
  const { t } = useLingui();
  const track = isTrackItem(item);
  const query = usePlayingTrack(track ? item.trackId : undefined);
  const albumId = Number(item.id.slice('album-'.length));
  const options = track
    ? query.data
      ? trackDownloads(query.data.track)
      : []
    : albumDownloads({ id: albumId });
  return (
    <DownloadButton
      label={t`Download ${item.title}`}
      options={options}
      contentGroup={track ? 'tracks' : 'albums'}
      size={size}
    />
  );
}

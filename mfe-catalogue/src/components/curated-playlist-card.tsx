import { paths, type CuratedPlaylist, TrackCount } from '@rsm/shared';
import { CoverCard } from './cover-card';

export function CuratedPlaylistCard({ playlist }: { playlist: CuratedPlaylist }) {
  const count = playlist.tracks_count;
  return (
    <CoverCard
      to={paths.curatedPlaylists.detail(playlist.id)}
      cover={playlist.cover}
      name={playlist.name}
      detail={<TrackCount count={count} />}
    />
  );
}

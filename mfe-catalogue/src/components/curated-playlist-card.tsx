import { Plural } from '@lingui/react/macro';
import { paths, type CuratedPlaylist } from '@rsm/shared';
import { CoverCard } from './cover-card';

export function CuratedPlaylistCard({ playlist }: { playlist: CuratedPlaylist }) {
  return (
    <CoverCard
      to={paths.curatedPlaylists.detail(playlist.id)}
      cover={playlist.cover}
      name={playlist.name}
      detail={<Plural value={playlist.tracks_count} one="# track" other="# tracks" />}
    />
  );
}

import { ph } from '@lingui/core/macro';
import { Select } from '@lingui/react/macro';
import { formatCount, paths, pluralForm, type CuratedPlaylist } from '@rsm/shared';
import { CoverCard } from './cover-card';

export function CuratedPlaylistCard({ playlist }: { playlist: CuratedPlaylist }) {
  const count = playlist.tracks_count;
  return (
    <CoverCard
      to={paths.curatedPlaylists.detail(playlist.id)}
      cover={playlist.cover}
      name={playlist.name}
      detail={
        <Select
          value={pluralForm(count)}
          _one={`${ph({ count: formatCount(count) })} track`}
          other={`${ph({ count: formatCount(count) })} tracks`}
        />
      }
    />
  );
}

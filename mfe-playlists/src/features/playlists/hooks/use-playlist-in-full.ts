import { usePageParam } from '@rsm/shared';
import { useQuery } from '@tanstack/react-query';
import {
  type PlaylistTrackSummary,
  playlistInFullQueryOptions,
  usePlaylistTracks,
} from '../api/get-playlist-tracks';
import { usePerPageParam } from './use-per-page-param';

/**
 * Every track of the playlist, in order (undefined until known). A playlist that fits on one page of the size shown
 * is that first page, which the table has already asked for. A longer one is asked for whole once the page the table
 * shows is in, so its rows come first.
 */
export function usePlaylistInFull(uuid: string, count: number): PlaylistTrackSummary[] | undefined {
  const page = usePageParam();
  const per = usePerPageParam();
  const onOnePage = count <= per;
  const firstPage = usePlaylistTracks(uuid, { page: 1, per }, onOnePage);
  const shown = usePlaylistTracks(uuid, { page, per }, !onOnePage);
  const whole = useQuery({ ...playlistInFullQueryOptions(uuid), enabled: !onOnePage && shown.isSuccess });
  return onOnePage ? firstPage.data?.tracks : whole.data?.tracks;
}

import { useQuery } from '@tanstack/react-query';
import { trackQueryOptions } from '@rsm/shared';

/**
 * The track a "sounds like" search starts from, for its name on the chip and in the title: the track page's own
 * query, so a search started from that page finds the track in the cache.
 */
export const useSeedTrack = (id: string) => useQuery(trackQueryOptions(id));

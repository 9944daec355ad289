import type { Track } from '@rsm/shared/schemas';
import type { Language } from '../../plugins/language';
import type { CatalogueCache } from '../../repositories/catalogue-cache';
import type { TrackRepository } from '../../repositories/track-repository';

/**
 * Track DTOs of search results, kept per language until the catalogue changes: popular tracks come back in many
 * searches, and a DTO is the costliest part of a result page. Only the tracks not kept yet are loaded (one query).
 */
export function cachedTracks(tracks: TrackRepository, catalogue: CatalogueCache) {
  const kept = catalogue.create<Track>();
  return {
    /** The tracks of `ids` in that order (call catalogue.fresh() first). */
    async inOrder(ids: number[], language: Language): Promise<Track[]> {
      const since = catalogue.generation();
      const keyOf = (id: number) => `${language} ${id}`;
      const found = new Map<number, Track>();
      for (const id of ids) {
        const track = kept.get(keyOf(id));
        if (track) found.set(id, track);
      }
      const loaded = await tracks.findMany(
        ids.filter((id) => !found.has(id)),
        language,
      );
      for (const [id, track] of loaded) {
        kept.set(keyOf(id), track, since);
        found.set(id, track);
      }
      // A track deleted since the search ran is left out rather than failing the page.
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

import { map } from 'nanostores';
import type { SoundsLikeTrack } from './api/search-by-reference';

export interface ReferenceResults {
  fileName: string;
  tracks: SoundsLikeTrack[];
}

/**
 * Results of searches with a reference file, by a client id that the address carries (`/search?reference=…`). Kept
 * in this page's memory only, as the file itself is never stored: a reload finds nothing and says so.
 */
export const $referenceResults = map<Record<string, ReferenceResults>>({});

export function keepReferenceResults(results: ReferenceResults): string {
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  $referenceResults.setKey(id, results);
  return id;
}

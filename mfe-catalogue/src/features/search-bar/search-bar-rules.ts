import type { SuggestionsResponse } from '@rsm/shared';

/** How long typing must pause before the suggestion text follows it. */
export const SUGGESTION_DEBOUNCE_MS = 800;

export type SuggestionGroups = Pick<
  SuggestionsResponse,
  'keywords' | 'composers' | 'albums' | 'tracks' | 'terms' | 'total_count' | 'interpretation'
>;

export function allGroupsEmpty(groups: SuggestionGroups | undefined): boolean {
  if (!groups) return true;
  return [groups.keywords, groups.composers, groups.albums, groups.tracks, groups.terms ?? []].every(
    (list) => list.length === 0,
  );
}

/**
 * Whether the words find tracks though no group lists them ("upbeat corporate" is no keyword, album or track name,
 * yet read as a brief it finds Happy and Corporate tracks). An answer without a count, from an older server, finds
 * tracks when it read some of the words as catalogue terms.
 */
export function findsTracks(groups: SuggestionGroups | undefined): boolean {
  if (!groups) return false;
  if (groups.total_count !== undefined) return groups.total_count > 0;
  return (groups.interpretation?.meanings ?? []).some((meaning) => meaning.to.length > 0);
}

/**
 * Submit is active only when the suggestion text is non-empty and the results are not all empty — the
 * tracks the words find count as results, so a phrase that finds tracks can always be searched.
 */
export function canSubmit(suggestionText: string, groups: SuggestionGroups | undefined): boolean {
  return suggestionText.trim() !== '' && (!allGroupsEmpty(groups) || findsTracks(groups));
}

import type { SuggestionsResponse } from '@rsm/shared';

/** How long typing must pause before the suggestion text follows it (spec §4.5, §9). */
export const SUGGESTION_DEBOUNCE_MS = 800;

export type SuggestionGroups = Pick<
  SuggestionsResponse,
  'keywords' | 'composers' | 'albums' | 'tracks' | 'terms'
>;

export function allGroupsEmpty(groups: SuggestionGroups | undefined): boolean {
  if (!groups) return true;
  return [groups.keywords, groups.composers, groups.albums, groups.tracks, groups.terms ?? []].every(
    (list) => list.length === 0,
  );
}

/** Spec §4.5: submit is active only when the suggestion text is non-empty and the results are not all empty. */
export function canSubmit(suggestionText: string, groups: SuggestionGroups | undefined): boolean {
  return suggestionText.trim() !== '' && !allGroupsEmpty(groups);
}

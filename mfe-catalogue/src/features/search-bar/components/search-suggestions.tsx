import { useDebouncedValue } from '@rsm/shared';
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { usePrefetchSuggestions, useSuggestions } from '../api/get-suggestions';
import { canSubmit, SUGGESTION_DEBOUNCE_MS } from '../search-bar-rules';
import { $searchHistory, rememberSearch } from '../stores/search-history';
import { suggestionGroups, type SuggestionOptionGroup } from '../suggestion-options';
import { SuggestionPanel, type SearchBarLayout } from './suggestion-panel';

/** What the search bar's field needs from the suggestions: the options its arrows move through, and submit's state. */
export interface SuggestionState {
  groups: SuggestionOptionGroup[];
  /** Text is typed and its suggestions are not shown yet (the panel shows skeletons). */
  loading: boolean;
  /** The suggestion text is non-empty and its results are not all empty. */
  submittable: boolean;
}

export interface SearchSuggestionsProps {
  panelId: string;
  layout: SearchBarLayout;
  /** The field's text, trimmed. */
  typed: string;
  open: boolean;
  serverRecentSearches: boolean;
  activeId: string | null;
  /** The text of the latest search asked for with Enter or the submit button: its suggestions are wanted at once. */
  flushed: string;
  /** That search waits for its suggestions. */
  submitting: boolean;
  onState: (state: SuggestionState) => void;
  /** The waiting search's suggestions are in: its text when they have results (remembered here), else null. */
  onSubmitSettled: (search: string | null) => void;
  onChoose: () => void;
}

/**
 * The suggestions of the search bar: their requests, the local history and the panel, a chunk the
 * field loads when first focused, pressed or typed in. Mounted late, it starts from the text already typed, so
 * nothing typed meanwhile is lost; what the field's keys and submit button need goes up through `onState`.
 */
export function SearchSuggestions({
  panelId,
  layout,
  typed,
  open,
  serverRecentSearches,
  activeId,
  flushed,
  submitting,
  onState,
  onSubmitSettled,
  onChoose,
}: SearchSuggestionsProps) {
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  usePrefetchSuggestions(typed);
  const suggestionText = typed !== '' && flushed === typed ? typed : debounced;
  const suggestions = useSuggestions(suggestionText, suggestionText !== '' || (open && serverRecentSearches));
  const results = suggestions.data;
  const settled = suggestionText === typed && results !== undefined && !suggestions.isPlaceholderData;
  const history = useStore($searchHistory);
  const serverRecent = results?.recent_searches;
  const groups = useMemo(
    () =>
      suggestionGroups(
        panelId,
        suggestionText,
        results,
        serverRecentSearches ? (serverRecent ?? []) : history,
      ),
    [panelId, suggestionText, results, serverRecentSearches, serverRecent, history],
  );
  const loading = typed !== '' && (suggestionText === '' || results === undefined);
  const submittable = canSubmit(suggestionText, results);

  // Before the browser paints, so the field's state and the panel change together.
  useLayoutEffect(() => onState({ groups, loading, submittable }), [onState, groups, loading, submittable]);

  useEffect(() => {
    if (!submitting || !settled) return;
    const search = canSubmit(suggestionText, results) ? suggestionText : null;
    if (search) rememberSearch(search);
    onSubmitSettled(search);
    // The trigger is the results settling; the callback only reports them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitting, settled, suggestionText, results]);

  return open ? (
    <SuggestionPanel
      id={panelId}
      layout={layout}
      groups={groups}
      loading={loading}
      activeId={activeId}
      onChoose={onChoose}
    />
  ) : null;
}

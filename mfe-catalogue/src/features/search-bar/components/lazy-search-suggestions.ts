import { onDemand } from '@rsm/shared';
import type { SearchSuggestionsProps } from './search-suggestions';

/**
 * The search bar's suggestions (panel, requests, local history), a chunk of their own: the bar is on every page, and
 * most views never use its suggestions. The field loads them when first focused, pressed or typed in.
 */
export const searchSuggestions = onDemand<SearchSuggestionsProps>(() =>
  import(/* webpackChunkName: "search-suggestions" */ './search-suggestions').then(
    (module) => module.SearchSuggestions,
  ),
);

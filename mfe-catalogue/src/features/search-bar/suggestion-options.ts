import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatCount, paths, trackEvent, type SearchField, type SuggestionsResponse } from '@rsm/shared';
import { allGroupsEmpty, findsTracks } from './search-bar-rules';
import type { HistoryEntry } from './stores/search-history';

/** One choice of the suggestion panel: a link, and the id the combobox points at while it is active. */
export interface SuggestionOption {
  id: string;
  label: string;
  to: string;
  /** Analytics for a chosen keyword. */
  onChoose?: () => void;
}

export interface SuggestionOptionGroup {
  key: 'brief' | 'terms' | 'keywords' | 'composers' | 'albums' | 'tracks' | 'recent';
  title: MessageDescriptor;
  options: SuggestionOption[];
}

type TermKind = NonNullable<SuggestionsResponse['terms']>[number]['kind'];
/** The search filter a suggested term adds; topics have none, so a topic searches as text. */
const TERM_FIELDS: Record<TermKind, SearchField> = {
  genres: 'genres',
  moods: 'moods',
  instrumentations: 'instruments',
  tempos: 'tempos',
  topics: 'text',
};

function termsGroup(
  terms: NonNullable<SuggestionsResponse['terms']>,
  id: (group: string, index: number) => string,
): SuggestionOptionGroup {
  return {
    key: 'terms',
    title: msg`Styles and moods`,
    options: terms.map((term, index) => ({
      id: id('terms', index),
      label: term.name,
      to: paths.search({ [TERM_FIELDS[term.kind]]: [term.name] }),
    })),
  };
}

/**
 * The panel's groups in reading order: genres, moods, instruments, tempos and topics, then keywords, composers,
 * albums, tracks, then recent searches — or only the recent searches before anything is typed. The keyboard moves
 * through the options in this order.
 */
export function suggestionGroups(
  idPrefix: string,
  text: string,
  data: SuggestionsResponse | undefined,
  recent: HistoryEntry[],
): SuggestionOptionGroup[] {
  const id = (group: string, index: number) => `${idPrefix}-${group}-${index}`;
  const recentGroup: SuggestionOptionGroup = {
    key: 'recent',
    title: msg`Recent searches`,
    options: recent.map((entry, index) => ({
      id: id('recent', index),
      label: entry.name,
      to: paths.search({ text: [entry.name] }),
    })),
  };
  if (!text) return [recentGroup];
  const terms = data?.terms ?? [];
  // Words that find tracks though no name matches them ("upbeat corporate", read as a brief): the panel offers the
  // search itself rather than 'No results' in every group.
  const brief: SuggestionOptionGroup[] =
    allGroupsEmpty(data) && findsTracks(data)
      ? [
          {
            key: 'brief',
            title: msg`Tracks for these words`,
            options: [
              {
                id: id('brief', 0),
                label:
                  data?.total_count === undefined
                    ? text
                    : `${text} (${formatCount(data.total_count)}${data.total_capped ? '+' : ''})`,
                to: paths.search({ text: [text] }),
              },
            ],
          },
        ]
      : [];
  return [
    ...brief,
    // Shown only when some term matches: the other groups say 'No results' when empty, this one is extra.
    ...(terms.length === 0 ? [] : [termsGroup(terms, id)]),
    {
      key: 'keywords',
      title: msg`Keywords`,
      options: (data?.keywords ?? []).map((keyword, index) => ({
        id: id('keywords', index),
        label: keyword.name,
        to: paths.search({ keywords: [keyword.name] }),
        onChoose: () => void trackEvent('click_keyword', { keyword: keyword.name }, 'keywords'),
      })),
    },
    {
      key: 'composers',
      title: msg`Composers`,
      options: (data?.composers ?? []).map((composer, index) => ({
        id: id('composers', index),
        label: composer.name,
        to: paths.search({ composers: [composer.name] }),
      })),
    },
    {
      key: 'albums',
      title: msg`Albums`,
      options: (data?.albums ?? []).map((album, index) => ({
        id: id('albums', index),
        label: album.name,
        to: paths.albums.detail(album.uuid),
      })),
    },
    {
      key: 'tracks',
      title: msg`Tracks`,
      options: (data?.tracks ?? []).map((track, index) => ({
        id: id('tracks', index),
        label: track.name,
        to: paths.track(track.id),
      })),
    },
    recentGroup,
  ];
}

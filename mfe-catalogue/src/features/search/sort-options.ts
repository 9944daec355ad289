import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The default order of results: newest release first. */
export const DEFAULT_SORT = 'release_date desc';

/** A text search's default order: the best matches first (a corrected word's matches come after exact ones). */
export const RELEVANCE_SORT = 'relevance desc';

/** The order a search page shows when none was chosen. */
export const defaultSort = (text: string[] | undefined) => (text?.length ? RELEVANCE_SORT : DEFAULT_SORT);

/** The labelled sort options, each an API sort ('field direction'). */
export const SORT_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: RELEVANCE_SORT, label: msg`Best match` },
  { value: DEFAULT_SORT, label: msg`Newest first` },
  { value: 'track_name asc', label: msg`Track title` },
  { value: 'album_name asc', label: msg`Album title` },
  { value: 'tempo asc', label: msg`Tempo` },
  { value: 'labels asc', label: msg`Label` },
  { value: 'genres asc', label: msg`Genre` },
  { value: 'moods asc', label: msg`Mood` },
  { value: 'instrumentations asc', label: msg`Instrument` },
  { value: 'keywords asc', label: msg`Keyword` },
  { value: 'composers asc', label: msg`Composer` },
];

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category } from './advanced-search-form';

/** What each category is called in the form's select. */
export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  keywords: msg`Keyword`,
  composers: msg`Composer`,
  genres: msg`Genre`,
  moods: msg`Mood`,
  tempos: msg`Tempo`,
  instrumentations: msg`Instrument`,
  labels: msg`Label`,
  track_name: msg`Track title`,
  album_name: msg`Album title`,
};

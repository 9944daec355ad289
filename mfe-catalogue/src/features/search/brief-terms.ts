import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BriefTerm, SearchField, SearchQuery } from '@rsm/shared';

/** The search filter a catalogue term of a brief becomes. */
const TERM_FIELDS: Record<BriefTerm['kind'], SearchField> = {
  genres: 'genres',
  moods: 'moods',
  instruments: 'instruments',
  keywords: 'keywords',
  tempos: 'tempos',
  topics: 'topics',
  vocals: 'vocals',
  bpm: 'bpm',
};

/** What kind of term it is, said beside a suggested term ("Jazz · Genre"). */
export const TERM_KINDS: Record<BriefTerm['kind'], MessageDescriptor> = {
  genres: msg`Genre`,
  moods: msg`Mood`,
  instruments: msg`Instrument`,
  keywords: msg`Keyword`,
  tempos: msg`Tempo`,
  topics: msg`Topic`,
  vocals: msg`Vocals`,
  bpm: msg`BPM`,
};

/** A search by one catalogue term alone: where a suggested nearest term leads. */
export const termSearch = (term: BriefTerm): SearchQuery => ({ [TERM_FIELDS[term.kind]]: [term.value] });

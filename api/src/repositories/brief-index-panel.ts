import type { FacetOption, SearchFacetsResponse } from '@rsm/shared/schemas';
import type { TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { termKey, type BriefIndex, type IndexedKind, type PanelTermKind } from './brief-index';
import { briefMatches, indexedBrief } from './brief-index-search';
import { chosenFacets, vocalsName, withoutOwn, type PanelFacet } from './search-facets';
import type { ResolvedFacet, SearchFilters } from './search-sql';

/** An option counted, and its place among the others by name as the database sorts names. */
interface Counted {
  option: FacetOption;
  order: number;
}

/** Biggest first, then by name (search-facets.ts orders them so, then by value). */
const byCount = (list: Counted[]): FacetOption[] =>
  list
    .sort(
      (a, b) =>
        b.option.count - a.option.count ||
        a.order - b.order ||
        (a.option.value < b.option.value ? -1 : a.option.value > b.option.value ? 1 : 0),
    )
    .map(({ option }) => option);

/** The largest id of each kind the places hold, per index (the size of a count per id). */
const largestIds = new WeakMap<BriefIndex, Map<PanelTermKind, number>>();

function largestId(index: BriefIndex, kind: PanelTermKind): number {
  let largest = largestIds.get(index);
  if (!largest) largestIds.set(index, (largest = new Map()));
  let id = largest.get(kind);
  if (id === undefined) {
    id = index.placeTerms[kind].ids.reduce((most, each) => Math.max(most, each), -1);
    largest.set(kind, id);
  }
  return id;
}

/** Options named by the index's taxonomy names: a count per id of `kind` (ids without a name are gone). */
function namedOptions(
  index: BriefIndex,
  kind: IndexedKind,
  counts: Int32Array,
  language: Language,
): FacetOption[] {
  const list: Counted[] = [];
  counts.forEach((count, id) => {
    const name = count ? index.panel.terms.get(termKey(kind, id)) : undefined;
    if (!name) return;
    const [named, order] = language === 'pt' ? [name.pt, name.orderPt] : [name.en, name.orderEn];
    list.push({ option: { value: named, name: named, count }, order });
  });
  return byCount(list);
}

/** The genres, moods or instruments of the places, counted. */
function termOptions(index: BriefIndex, kind: PanelTermKind, places: Int32Array, language: Language) {
  const { offsets, ids } = index.placeTerms[kind];
  const counts = new Int32Array(largestId(index, kind) + 1);
  for (let n = 0; n < places.length; n++) {
    const place = places[n]!;
    for (let at = offsets[place]!; at < offsets[place + 1]!; at++) counts[ids[at]!]!++;
  }
  return namedOptions(index, kind, counts, language);
}

function labelOptions(index: BriefIndex, places: Int32Array, language: Language): FacetOption[] {
  const counts = new Map<number, number>();
  for (let n = 0; n < places.length; n++) {
    const label = index.label[places[n]!]!;
    if (label >= 0) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const dense = new Int32Array(Math.max(-1, ...counts.keys()) + 1);
  for (const [label, count] of counts) dense[label] = count;
  return namedOptions(index, 'labels', dense, language);
}

/** The analysed keys of the places, counted (a key the analysis is unsure of is none, as the filter finds it). */
function keyOptions(index: BriefIndex, places: Int32Array): FacetOption[] {
  const { keys, keyOrder } = index.panel;
  const counts = new Int32Array(keys.length);
  for (let n = 0; n < places.length; n++) counts[index.soundKey[places[n]!]!]!++;
  const list: Counted[] = [];
  counts.forEach((count, code) => {
    if (code && count)
      list.push({ option: { value: keys[code]!, name: keys[code]!, count }, order: keyOrder[code]! });
  });
  return byCount(list);
}

function vocalsOptions(index: BriefIndex, places: Int32Array, language: Language): FacetOption[] {
  let vocal = 0;
  for (let n = 0; n < places.length; n++) vocal += index.vocal[places[n]!]!;
  const list: Counted[] = [];
  for (const [value, count] of [
    ['vocal', vocal],
    ['instrumental', places.length - vocal],
  ] as const)
    if (count) list.push({ option: { value, name: vocalsName(language, value), count }, order: 0 });
  return byCount(list);
}

/** The smallest and largest known value (-1: unknown) of the places, or null when none is known. */
function rangeOf(values: Int32Array, places: Int32Array): { min: number; max: number } | null {
  let [min, max] = [Number.POSITIVE_INFINITY, -1];
  for (let n = 0; n < places.length; n++) {
    const value = values[places[n]!]!;
    if (value < 0) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max < 0 ? null : { min, max };
}

/**
 * The filter panel's counts for a search the index answers (as search-facets.ts counts them in SQL, disjunctively:
 * a facet with chosen values is counted over the matches of every other filter), or null when it does not.
 */
export function indexedPanel(
  index: BriefIndex,
  filters: SearchFilters,
  resolved: ResolvedFacet[],
  text: TextQuery | null,
  language: Language,
): SearchFacetsResponse | null {
  const matchesOf = (asked: SearchFilters, facets: ResolvedFacet[]) => {
    const brief = indexedBrief(index, asked, facets, text);
    return brief && briefMatches(index, brief).places;
  };
  const all = matchesOf(filters, resolved);
  if (!all) return null;
  const wider = new Map<PanelFacet, Int32Array>();
  for (const facet of chosenFacets(filters)) {
    const without = withoutOwn(facet, filters, resolved);
    const places = matchesOf(without.filters, without.resolved);
    if (!places) return null;
    wider.set(facet, places);
  }
  const over = (facet: PanelFacet) => wider.get(facet) ?? all;
  return {
    genres: termOptions(index, 'genres', over('genres'), language),
    moods: termOptions(index, 'moods', over('moods'), language),
    instruments: termOptions(index, 'instruments', over('instruments'), language),
    labels: labelOptions(index, over('labels'), language),
    key: keyOptions(index, over('key')),
    vocals: vocalsOptions(index, over('vocals'), language),
    bpm: rangeOf(index.bpm, all),
    length: rangeOf(index.length, all),
    total_count: all.length,
  };
}

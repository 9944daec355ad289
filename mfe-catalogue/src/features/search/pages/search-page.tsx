import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Box,
  ErrorState,
  Flex,
  Grid,
  Heading,
  LoadingState,
  NumberedPager,
  pageCount,
  paths,
  Span,
  Text,
  TrackCount,
  trackEvent,
  useIsDesktop,
  usePageParam,
  usePageTitle,
  useSearchParams,
  type Correction,
} from '@rsm/shared';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { LazyAdvancedSearchDialog } from '../../../components/advanced-search/lazy-advanced-search-dialog';
import { TrackList } from '../../../components/track-list';
import { useSearchTracks } from '../api/search-tracks';
import { BriefReading } from '../components/brief-reading';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { FiltersSheet } from '../components/filters-sheet';
import { NoResults } from '../components/no-results';
import { ResultsToolbar } from '../components/results-toolbar';
import { SearchForm } from '../components/search-form';
import { SoundsLikeResults, type SoundsLikeSource } from '../components/sounds-like-results';
import { useSearchIntentPrefetch } from '../hooks/use-search-intent-prefetch';
import { parseSearchQuery, searchFilters } from '../search-query';
import { $perPage } from '../stores/per-page';

/** The typed text with each corrected word replaced by the word searched ("pianno jazz" → "piano jazz"). */
export function correctedText(typed: string, corrections: Correction[]): string {
  const byWord = new Map(corrections.map(({ from, to }) => [from, to]));
  const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return typed.replace(/[\p{L}\p{N}]+/gu, (word) => byWord.get(fold(word)) ?? word);
}

/** A search by sound in the address (`similar=<track id>`, `reference=<client id>`), or null for a search by words. */
export function soundsLikeSource(params: URLSearchParams): SoundsLikeSource | null {
  const similar = params.get('similar')?.trim();
  if (similar) return { similar };
  const reference = params.get('reference')?.trim();
  return reference ? { reference } : null;
}

/** `/search`: tracks matching words and filters, or tracks that sound like a track or a reference file. */
export function SearchPage() {
  const [params] = useSearchParams();
  const source = soundsLikeSource(params);
  if (!source) return <QuerySearchPage />;
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Search</Trans>
      </Heading>
      <SearchForm query={{}} />
      <SoundsLikeResults source={source} />
    </Box>
  );
}

/**
 * A search by words is headed by the words themselves (named "Search: …" for assistive technology), which the host's
 * server also draws in the page's first paint (shared/build/first-paint.ts: keep the two alike); "Search" otherwise.
 */
function SearchHeading({ words }: { words: string }) {
  return (
    <Heading as="h1" fontSize="3xl" mb="6" overflowWrap="anywhere">
      {words ? (
        <>
          <Span srOnly>
            <Trans>Search:</Trans>{' '}
          </Span>
          {words}
        </>
      ) : (
        <Trans>Search</Trans>
      )}
    </Heading>
  );
}

function QuerySearchPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const page = usePageParam();
  const perPage = useStore($perPage);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const desktop = useIsDesktop();
  const filtersHeadingId = useId();
  const query = useMemo(() => parseSearchQuery(params), [params]);
  const results = useSearchTracks(query, page, perPage);
  // The results render in a transition, in slices, rather than in the long task that delivers them.
  const shown = useDeferredValue(results.data);
  const listKey = params.toString();
  useSearchIntentPrefetch();
  // As searchWords in @rsm/shared, which the host's server uses for the first paint (not imported: a host of an
  // earlier release may not have it).
  const words = (query.text ?? []).join(' ');
  usePageTitle(words ? t`Search: ${words}` : t`Search`);
  const corrected = shown?.corrections?.length ? correctedText(words, shown.corrections) : null;

  useEffect(() => {
    void trackEvent('view_track_list', { list: 'search', query: listKey }, 'searches');
  }, [listKey]);

  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <SearchHeading words={words} />
      <SearchForm query={query} />
      {/* Desktop: the filters in a column beside the rows. A phone: a sheet behind a button, the rows first. */}
      <Grid
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }}
        gap={{ base: '0', lg: '8' }}
      >
        {desktop && (
          <Box as="aside" aria-labelledby={filtersHeadingId} minW="0">
            <Heading id={filtersHeadingId} as="h2" fontSize="lg" mb="4">
              <Trans>Filters</Trans>
            </Heading>
            <FilterPanel query={query} />
          </Box>
        )}
        <Box minW="0">
          {(!desktop || searchFilters(query).length > 0) && (
            <Flex gap="2" mb="4" alignItems="center" flexWrap="wrap">
              {!desktop && <FiltersSheet query={query} total={shown?.meta.total_count} />}
              <FilterChips query={query} />
            </Flex>
          )}
          <ResultsToolbar query={query} onAdvanced={() => setAdvancedOpen(true)} />
          <LazyAdvancedSearchDialog open={advancedOpen} onClose={() => setAdvancedOpen(false)} />
          {results.isError ? (
            <ErrorState onRetry={() => void results.refetch()} />
          ) : !shown ? (
            <LoadingState />
          ) : (
            <>
              {corrected && (
                <Text mb="2" data-testid="search-corrections">
                  <Trans>
                    Showing results for <strong>{corrected}</strong>
                  </Trans>
                </Text>
              )}
              <BriefReading interpretation={shown.interpretation} />
              {shown.partial && (
                <Text mb="2" data-testid="search-partial">
                  <Trans>
                    No track matches all of your search: showing tracks that match part of it, the closest
                    first.
                  </Trans>
                </Text>
              )}
              <Text color="muted" mb="3" aria-live="polite">
                <TrackCount count={shown.meta.total_count} />
              </Text>
              <Box aria-busy={results.isPlaceholderData} opacity={results.isPlaceholderData ? 0.6 : 1}>
                {shown.meta.total_count === 0 ? (
                  <NoResults query={query} nearest={shown.nearest ?? []} />
                ) : (
                  <TrackList tracks={shown.tracks} offset={(page - 1) * perPage} label={t`Search results`} />
                )}
              </Box>
              <NumberedPager
                current={page}
                total={pageCount(shown.meta.total_count, perPage)}
                hrefFor={(next) => paths.search({ ...query, page: next })}
              />
            </>
          )}
        </Box>
      </Grid>
    </Box>
  );
}

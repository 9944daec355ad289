import { Plural, Trans } from '@lingui/react/macro';
import {
  Box,
  ErrorState,
  Heading,
  LoadingState,
  Pager,
  paths,
  Text,
  usePageParam,
  useSearchParams,
} from '@rsm/shared';
import { useMemo } from 'react';
import { TrackList } from '../../../components/track-list';
import { useSearchTracks } from '../api/search-tracks';
import { FilterChips } from '../components/filter-chips';
import { SearchForm } from '../components/search-form';
import { parseSearchQuery } from '../search-query';

export function SearchPage() {
  const [params] = useSearchParams();
  const page = usePageParam();
  const query = useMemo(() => parseSearchQuery(params), [params]);
  const results = useSearchTracks(query, page);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Search</Trans>
      </Heading>
      <SearchForm query={query} />
      <FilterChips query={query} />
      {results.isError ? (
        <ErrorState onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <LoadingState />
      ) : (
        <>
          <Text color="muted" mb="3" aria-live="polite">
            <Plural value={results.data.meta.total_count} one="# track" other="# tracks" />
          </Text>
          <TrackList tracks={results.data.tracks} />
          <Pager meta={results.data.meta} hrefFor={(next) => paths.search({ ...query, page: next })} />
        </>
      )}
    </Box>
  );
}

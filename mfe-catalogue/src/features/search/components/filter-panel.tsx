import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  paths,
  Skeleton,
  Stack,
  Text,
  useNavigate,
  type SearchFacetsResponse,
  type SearchField,
  type SearchQuery,
} from '@rsm/shared';
import { useSearchFacets } from '../api/get-search-facets';
import { formatLength, keyName, parseLength, vocalsName } from '../filter-labels';
import { BPM_MAX, BPM_MIN, LENGTH_MAX } from '../filter-limits';
import { parseRange, withRange, withToggled } from '../search-query';
import { FacetOptions } from './facet-options';
import { RangeFilter } from './range-filter';

type OptionFacet = 'vocals' | 'genres' | 'moods' | 'instruments' | 'key' | 'labels';

const spanOf = (range: SearchFacetsResponse['bpm']) =>
  range ? { from: Math.floor(range.min), to: Math.ceil(range.max) } : null;

/**
 * The filters beside the results (a sheet on phones): genre, mood, instrument, vocals, BPM and length ranges, key
 * and catalogue, each option counted for the current search (the facets answer). Every choice goes to the address
 * at once, so the results, the chips and the back button follow it.
 */
export function FilterPanel({ query }: { query: SearchQuery }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const facets = useSearchFacets(query);
  const go = (next: SearchQuery) => void navigate(paths.search(next));

  if (facets.isError)
    return (
      <Stack gap="2" role="status">
        <Text fontSize="sm">
          <Trans>The filters could not be loaded.</Trans>
        </Text>
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => void facets.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  const data = facets.data;
  if (!data)
    return (
      <Stack gap="3" data-testid="filter-panel-skeleton" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h="4" w={index % 3 === 0 ? '50%' : 'full'} />
        ))}
      </Stack>
    );

  const options = (field: OptionFacet, legend: string, nameOf?: (value: string) => string) => (
    <FacetOptions
      legend={legend}
      options={data[field]}
      chosen={query[field as SearchField] ?? []}
      nameOf={nameOf && ((option) => nameOf(option.value))}
      onToggle={(value, on) => go(withToggled(query, field, value, on))}
    />
  );
  const range = (field: 'bpm' | 'length') => parseRange(query[field]?.at(-1) ?? '');

  return (
    <Stack gap="6" aria-busy={facets.isPlaceholderData}>
      {options('vocals', t`Vocals`, (value) => vocalsName(i18n, value))}
      {options('genres', t`Genre`)}
      {options('moods', t`Mood`)}
      {options('instruments', t`Instrument`)}
      <RangeFilter
        legend={t`BPM`}
        fromLabel={t`BPM from`}
        toLabel={t`BPM to`}
        value={range('bpm')}
        span={spanOf(data.bpm)}
        min={BPM_MIN}
        max={BPM_MAX}
        numeric
        parse={(typed) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed) : null)}
        format={String}
        invalid={t`Enter whole BPM values from ${BPM_MIN} to ${BPM_MAX}, the first not above the second.`}
        onApply={(next) => go(withRange(query, 'bpm', next))}
      />
      <RangeFilter
        legend={t`Length`}
        fromLabel={t`Length from (m:ss)`}
        toLabel={t`Length to (m:ss)`}
        value={range('length')}
        span={spanOf(data.length)}
        min={0}
        max={LENGTH_MAX}
        parse={parseLength}
        format={formatLength}
        invalid={t`Enter lengths as minutes and seconds (2:30) or whole minutes, the first not above the second.`}
        onApply={(next) => go(withRange(query, 'length', next))}
      />
      {options('key', t`Key`, (value) => keyName(i18n, value))}
      {options('labels', t`Catalogue`)}
    </Stack>
  );
}

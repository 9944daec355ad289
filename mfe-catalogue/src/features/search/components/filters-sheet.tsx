import { ph } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  Flex,
  formatCount,
  paths,
  pluralForm,
  Span,
  useNavigate,
  type SearchQuery,
} from '@rsm/shared';
import { useState } from 'react';
import { searchFilters, withoutFilters } from '../search-query';
import { FilterPanel } from './filter-panel';

/** The filters chosen beside the words: what the Filters button counts. */
export const activeFilterCount = (query: SearchQuery) =>
  searchFilters(query).filter(({ field }) => field !== 'text').length;

/**
 * The filter panel on a phone: a "Filters" button (with how many are chosen) above the results, so the rows come
 * first, opening the panel as a sheet; every choice applies at once, "Show N tracks" goes back to them.
 */
export function FiltersSheet({ query, total }: { query: SearchQuery; total: number | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(query);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={active ? t`Filters, ${active} chosen` : t`Filters`}
        onClick={() => setOpen(true)}
      >
        <Trans>Filters</Trans>
        {active > 0 && (
          <Span
            aria-hidden="true"
            bg="brand.600"
            color="white"
            borderRadius="full"
            minW="5"
            h="5"
            px="1.5"
            fontSize="xs"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
          >
            {active}
          </Span>
        )}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={<Trans>Filters</Trans>} maxWidth="30rem">
        <FilterPanel query={query} />
        {/* Kept in sight at the sheet's foot while its options scroll: the way back to the rows is never far. */}
        <Flex
          position="sticky"
          bottom="0"
          mx="-5"
          mt="5"
          px="5"
          py="3"
          gap="3"
          justifyContent="flex-end"
          bg="white"
          layerStyle="divider.top"
        >
          {active > 0 && (
            <Button variant="ghost" onClick={() => void navigate(paths.search(withoutFilters(query)))}>
              <Trans>Clear all</Trans>
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>
            {total === undefined ? (
              <Trans>Show tracks</Trans>
            ) : (
              <Select
                value={pluralForm(total)}
                _one={`Show ${ph({ count: formatCount(total) })} track`}
                other={`Show ${ph({ count: formatCount(total) })} tracks`}
              />
            )}
          </Button>
        </Flex>
      </Dialog>
    </>
  );
}

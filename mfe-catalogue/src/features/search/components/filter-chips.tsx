import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, List, ListItem, paths, useNavigate, type SearchQuery } from '@rsm/shared';
import { filterLabel } from '../filter-labels';
import { searchFilters, withoutFilter, withoutFilters } from '../search-query';

/** The active filters above the results, each a button that removes it ("Instrumental ×"), and "Clear all". */
export function FilterChips({ query }: { query: SearchQuery }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const filters = searchFilters(query);
  if (filters.length === 0) return null;
  // The words are the search itself, not a filter to clear: Clear all shows only when something else is chosen.
  const clearable = filters.some(({ field }) => field !== 'text');
  const cleared = paths.search(withoutFilters(query));
  return (
    <Flex gap="2" alignItems="center" flexWrap="wrap">
      <List display="flex" flexWrap="wrap" gap="2" aria-label={t`Active filters`}>
        {filters.map(({ field, value: raw }) => {
          const next = paths.search(withoutFilter(query, field, raw));
          const value = filterLabel(i18n, field, raw);
          return (
            <ListItem key={`${field}:${raw}`}>
              {/* data-search-href: the results are fetched from the press on (use-search-intent-prefetch). */}
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Remove ${value}`}
                data-search-href={next}
                onClick={() => void navigate(next)}
              >
                {value} ×
              </Button>
            </ListItem>
          );
        })}
      </List>
      {clearable && (
        <Button variant="ghost" size="sm" data-search-href={cleared} onClick={() => void navigate(cleared)}>
          <Trans>Clear all</Trans>
        </Button>
      )}
    </Flex>
  );
}

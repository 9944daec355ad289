import { useLingui } from '@lingui/react/macro';
import { Button, List, ListItem, paths, useNavigate, type SearchQuery } from '@rsm/shared';
import { searchFilters, withoutFilter } from '../search-query';

export function FilterChips({ query }: { query: SearchQuery }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const filters = searchFilters(query);
  if (filters.length === 0) return null;
  return (
    <List display="flex" flexWrap="wrap" gap="2" mb="4" aria-label={t`Active filters`}>
      {filters.map(({ field, value: raw }) => {
        const next = paths.search(withoutFilter(query, field, raw));
        // A BPM range reads as one ("90-110 BPM"); a key in the reader's language ("A menor").
        const value =
          field === 'bpm'
            ? t`${raw} BPM`
            : field === 'key'
              ? raw.replace(/ major$/, ` ${t`major`}`).replace(/ minor$/, ` ${t`minor`}`)
              : raw;
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
  );
}

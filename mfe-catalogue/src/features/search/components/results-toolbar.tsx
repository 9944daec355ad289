import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { Button, Flex, Input, Span, paths, useNavigate, type SearchQuery } from '@rsm/shared';
import { parseSearchQuery } from '../search-query';
import { defaultSort, RELEVANCE_SORT, SORT_OPTIONS } from '../sort-options';
import { $perPage, PER_PAGE_OPTIONS, setPerPage } from '../stores/per-page';

/** Sort, page size and the advanced search entry of the search page. */
/** The query in the address bar now: a change made just before may not have re-rendered this toolbar yet. */
const currentQuery = () => parseSearchQuery(new URLSearchParams(window.location.search));

export function ResultsToolbar({ query, onAdvanced }: { query: SearchQuery; onAdvanced: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const perPage = useStore($perPage);
  return (
    <Flex gap="4" alignItems="center" flexWrap="wrap" mb="4">
      <Flex as="label" gap="2" alignItems="center">
        <Span fontSize="sm" color="muted">
          <Trans>Sort by</Trans>
        </Span>
        <Input
          as="select"
          value={query.sort ?? defaultSort(query.text)}
          onChange={(event) => {
            const sort = event.target.value;
            void navigate(
              paths.search({
                ...query,
                sort: sort === defaultSort(query.text) ? undefined : sort,
                page: undefined,
              }),
            );
          }}
        >
          {/* Relevance means something only with words to match. */}
          {SORT_OPTIONS.filter((option) => option.value !== RELEVANCE_SORT || query.text?.length).map(
            (option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ),
          )}
        </Input>
      </Flex>
      <Flex as="label" gap="2" alignItems="center">
        <Span fontSize="sm" color="muted">
          <Trans>Per page</Trans>
        </Span>
        <Input
          as="select"
          value={String(perPage)}
          onChange={(event) => {
            setPerPage(Number(event.target.value));
            void navigate(paths.search({ ...currentQuery(), page: undefined }));
          }}
        >
          {PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Input>
      </Flex>
      <Button variant="outline" size="sm" ml="auto" onClick={onAdvanced} aria-label={t`Advanced search`}>
        <Trans>Advanced search</Trans>
      </Button>
    </Flex>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Flex,
  List,
  ListItem,
  paths,
  RouterLink,
  Span,
  Stack,
  Text,
  useNavigate,
  type BriefTerm,
  type SearchQuery,
} from '@rsm/shared';
import { TERM_KINDS, termSearch } from '../brief-terms';
import { searchFilters, withoutFilters } from '../search-query';

/**
 * A search that finds nothing says so and leads somewhere: the catalogue terms nearest to the words, and a way out
 * of the filters when some are chosen.
 */
export function NoResults({ query, nearest }: { query: SearchQuery; nearest: BriefTerm[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const words = (query.text ?? []).join(' ');
  const filtered = searchFilters(query).some(({ field }) => field !== 'text');
  return (
    <Stack role="status" alignItems="center" textAlign="center" py="8" gap="4">
      <Text fontWeight="600">
        {words ? <Trans>No tracks match “{words}”.</Trans> : <Trans>No tracks match these filters.</Trans>}
      </Text>
      {nearest.length > 0 && (
        <Stack gap="2" alignItems="center">
          <Text color="muted">
            <Trans>The nearest terms in the catalogue:</Trans>
          </Text>
          <List display="flex" flexWrap="wrap" gap="2" justifyContent="center" aria-label={t`Nearest terms`}>
            {nearest.map((term) => (
              <ListItem key={`${term.kind}:${term.value}`}>
                <RouterLink
                  to={paths.search(termSearch(term))}
                  display="inline-flex"
                  gap="1"
                  px="3"
                  py="1"
                  border="1px solid"
                  borderColor="line"
                  borderRadius="full"
                  _hover={{ bg: 'surface' }}
                >
                  {term.name}
                  <Span color="muted" fontSize="sm">
                    · {i18n._(TERM_KINDS[term.kind])}
                  </Span>
                </RouterLink>
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
      {filtered && (
        <Flex>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void navigate(paths.search(withoutFilters(query)))}
          >
            <Trans>Clear all filters</Trans>
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

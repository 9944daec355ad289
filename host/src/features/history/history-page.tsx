import { Trans, useLingui } from '@lingui/react/macro';
import {
  EmptyState,
  Flex,
  pageLink,
  Pager,
  RouterLink,
  useLocation,
  usePageParam,
  useSearchParams,
  type HistoryKind,
  PageHeading,
  QueryState,
} from '@rsm/shared';
import { RequireCustomer } from '../../components/require-customer';
import { useHistory } from '../../api/get-history';
import { HistoryTable } from '../../components/history-table';

const isKind = (value: string | null): value is HistoryKind => value === 'play' || value === 'download';

function HistoryList() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = usePageParam();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const history = useHistory({ page, kind });
  const filters: { kind?: HistoryKind; label: string }[] = [
    { label: t`All` },
    { kind: 'play', label: t`Plays` },
    { kind: 'download', label: t`Downloads` },
  ];
  const withKind = (to: ReturnType<typeof pageLink>, value?: HistoryKind) => {
    if (typeof to === 'string' || !value) return to;
    const search = new URLSearchParams(to.search);
    search.set('kind', value);
    return { ...to, search: search.toString() };
  };
  return (
    <>
      <Flex as="nav" aria-label={t`Show`} gap="4" mb="4">
        {filters.map((filter) => (
          <RouterLink
            key={filter.label}
            to={withKind(pageLink(pathname, 1), filter.kind)}
            aria-current={filter.kind === kind ? 'page' : undefined}
            fontWeight={filter.kind === kind ? '700' : '500'}
            textDecoration={filter.kind === kind ? 'underline' : 'none'}
          >
            {filter.label}
          </RouterLink>
        ))}
      </Flex>
      <QueryState query={history}>
        {(data) =>
          data.history.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <HistoryTable entries={data.history} />
              <Pager meta={data.meta} hrefFor={(n) => withKind(pageLink(pathname, n), kind)} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** /dashboard/history: what the customer played and downloaded, page by page. */
export function HistoryPage() {
  return (
    <>
      <PageHeading maxW="64rem" mx="auto" px="4" pt="8">
        <Trans>History</Trans>
      </PageHeading>
      <RequireCustomer maxW="64rem" prompt={<Trans>Log in to see what you played and downloaded.</Trans>}>
        {() => <HistoryList />}
      </RequireCustomer>
    </>
  );
}

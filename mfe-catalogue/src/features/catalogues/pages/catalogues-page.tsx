import { ph } from '@lingui/core/macro';
import { Select, useLingui } from '@lingui/react/macro';
import {
  EmptyState,
  ErrorState,
  formatCount,
  List,
  ListItem,
  LoadingState,
  paths,
  pluralForm,
  RouterLink,
  Text,
} from '@rsm/shared';
import { ListPage } from '../../../components/list-page';
import { useLabels } from '../api/get-labels';

export function CataloguesPage() {
  const { t } = useLingui();
  const labels = useLabels();
  return (
    <ListPage title={t`Catalogues`}>
      {labels.isError ? (
        <ErrorState onRetry={() => void labels.refetch()} />
      ) : labels.isPending ? (
        <LoadingState rows={6} />
      ) : labels.data.labels.length === 0 ? (
        <EmptyState />
      ) : (
        <List display="grid" gridTemplateColumns="repeat(auto-fill, minmax(16rem, 1fr))" gap="4">
          {labels.data.labels.map((label) => (
            <ListItem key={label.id} layerStyle="outline" p="4">
              <RouterLink to={paths.catalogues.detail(label.id)} fontWeight="600" fontSize="lg">
                {label.name}
              </RouterLink>
              <Text fontSize="sm" color="muted" mt="1">
                <Select
                  value={pluralForm(label.albums_count ?? 0)}
                  _one={`${ph({ count: formatCount(label.albums_count ?? 0) })} album`}
                  other={`${ph({ count: formatCount(label.albums_count ?? 0) })} albums`}
                />
              </Text>
              {label.description && (
                <Text fontSize="sm" mt="2" lineClamp={3}>
                  {label.description}
                </Text>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </ListPage>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, List, ListItem, LoadingState, paths, RouterLink, Text } from '@rsm/shared';
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
            <ListItem key={label.id} border="1px solid" borderColor="line" borderRadius="md" p="4">
              <RouterLink to={paths.catalogues.detail(label.id)} fontWeight="600" fontSize="lg">
                {label.name}
              </RouterLink>
              <Text fontSize="sm" color="muted" mt="1">
                <Plural value={label.albums_count ?? 0} one="# album" other="# albums" />
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

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  EmptyState,
  ErrorState,
  Heading,
  List,
  ListItem,
  LoadingState,
  paths,
  RouterLink,
  Text,
  usePageTitle,
} from '@rsm/shared';
import { useLabels } from '../api/get-labels';

export function CataloguesPage() {
  const { t } = useLingui();
  usePageTitle(t`Catalogues`);
  const labels = useLabels();
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Catalogues</Trans>
      </Heading>
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
    </Box>
  );
}

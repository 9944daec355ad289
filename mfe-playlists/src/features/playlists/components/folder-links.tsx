import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, paths, RouterLink, Span } from '@rsm/shared';
import { useFolderNames } from '../api/get-folder-names';

/**
 * The customer's folders as links to their pages, the way in to edit or delete one until the folders table
 * ("Group by folders") is built.
 */
export function FolderLinks() {
  const { t } = useLingui();
  const folders = useFolderNames();
  if (!folders.data?.project_categories.length) return null;
  return (
    <Flex as="nav" aria-label={t`Folders`} alignItems="center" gap="2" flexWrap="wrap" mb="4" fontSize="sm">
      <Span color="muted">
        <Trans>Folders:</Trans>
      </Span>
      {folders.data.project_categories.map((folder) => (
        <RouterLink
          key={folder.id}
          to={paths.dashboard.folder(folder.id)}
          px="2"
          py="1"
          layerStyle="outline"
          color="brand.700"
        >
          {folder.name}
        </RouterLink>
      ))}
    </Flex>
  );
}

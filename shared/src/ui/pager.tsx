import { Trans, useLingui } from '@lingui/react/macro';
import type { PagingMeta } from '../schemas/common';
import { Flex, RouterLink, Text } from './primitives';
import type { To } from 'react-router-dom';

/** Previous / next links with the page position; the page lives in the URL so back and share work. */
export function Pager({ meta, hrefFor }: { meta: PagingMeta; hrefFor: (page: number) => To }) {
  const { t } = useLingui();
  if (meta.total_pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={t`Pagination`} alignItems="center" justifyContent="center" gap="4" py="6">
      {meta.prev && (
        <RouterLink to={hrefFor(meta.prev)} fontWeight="600">
          <Trans>Previous page</Trans>
        </RouterLink>
      )}
      <Text>
        <Trans>
          Page {meta.current_page} of {meta.total_pages}
        </Trans>
      </Text>
      {meta.next && (
        <RouterLink to={hrefFor(meta.next)} fontWeight="600">
          <Trans>Next page</Trans>
        </RouterLink>
      )}
    </Flex>
  );
}

import { ApiError, Box, NotFoundPage, PageHeading, QueryState } from '@rsm/shared';
import type { ReactNode } from 'react';
import type { PageSlug } from '@rsm/shared/schemas';
import { usePage } from '../api/get-page';
import { PageBody } from './page-body';

/**
 * A page whose title and text come from the content server. `before` sits between the title and the text (a
 * sub-navigation), `children` after it (forms, lists). A page the server does not know is the 404.
 */
export function ContentPage({
  slug,
  before,
  children,
}: {
  slug: PageSlug;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const page = usePage(slug);
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  return (
    <Box maxW="80rem" mx="auto" px="4" py="8">
      <QueryState query={page}>
        {(data) => (
          <>
            <PageHeading mb="6">{data.title}</PageHeading>
            {before}
            <PageBody body={data.body} />
          </>
        )}
      </QueryState>
      {children}
    </Box>
  );
}

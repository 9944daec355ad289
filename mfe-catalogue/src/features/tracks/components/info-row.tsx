import { Box, RouterLink, Span } from '@rsm/shared';
import { Fragment, type ReactNode } from 'react';

export interface InfoLink {
  label: string;
  to: string;
}

/** One term of the full-info list: plain text, or links separated by commas. */
export function InfoRow({ term, value, links }: { term: ReactNode; value?: ReactNode; links?: InfoLink[] }) {
  const content =
    links && links.length > 0
      ? links.map((link, index) => (
          <Fragment key={`${link.to}:${index}`}>
            {index > 0 && ', '}
            <RouterLink to={link.to} color="brand.600" textDecoration="underline">
              {link.label}
            </RouterLink>
          </Fragment>
        ))
      : value;
  if (
    content === undefined ||
    content === null ||
    content === '' ||
    (Array.isArray(content) && !content.length)
  )
    return null;
  return (
    <Box
      display="grid"
      // minmax(0, 1fr): a long unbroken value (a file name) wraps instead of widening the page.
      gridTemplateColumns={{ base: '7.5rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' }}
      gap="3"
      py="1"
      layerStyle="divider.bottom"
    >
      <Box as="dt" fontWeight="600" color="muted">
        {term}
      </Box>
      <Box as="dd" m="0" overflowWrap="anywhere">
        <Span>{content}</Span>
      </Box>
    </Box>
  );
}

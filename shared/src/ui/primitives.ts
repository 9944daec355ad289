/** Layout and text primitives: Chakra's styled factory, with our tokens. Apps import these, never Chakra itself. */
import { chakra } from '@chakra-ui/react/styled-system';
import { Link, NavLink } from 'react-router-dom';

export const Box = chakra('div');
export const Flex = chakra('div', { base: { display: 'flex' } });
export const Grid = chakra('div', { base: { display: 'grid' } });
export const Stack = chakra('div', { base: { display: 'flex', flexDirection: 'column', gap: '3' } });
export const Text = chakra('p', { base: { m: 0 } });
export const Span = chakra('span');
export const Heading = chakra('h2', { base: { m: 0, fontWeight: '700', lineHeight: 1.2 } });
export const Anchor = chakra('a');
export const List = chakra('ul', { base: { listStyle: 'none', m: 0, p: 0 } });
export const ListItem = chakra('li');
export const Input = chakra('input', {
  base: {
    h: '10',
    px: '3',
    borderRadius: 'md',
    border: '1px solid',
    borderColor: 'line',
    bg: 'white',
    fontSize: 'md',
    _invalid: { borderColor: 'danger' },
  },
});
export const Table = chakra('table', { base: { w: 'full', borderCollapse: 'collapse' } });
export const Thead = chakra('thead');
export const Tbody = chakra('tbody');
export const Tr = chakra('tr');
export const Th = chakra('th', {
  base: { textAlign: 'left', fontWeight: '600', color: 'muted', fontSize: 'sm', py: '2', pr: '3' },
});
export const Td = chakra('td', { base: { py: '2', pr: '3' } });

/** In-app links: client-side navigation through the router. */
export const RouterLink = chakra(Link);
export const RouterNavLink = chakra(NavLink);

/** The width and side margins every page shares, so pages of all apps line up with the top bar. */
export const PageContainer = chakra('div', {
  base: { maxW: '80rem', mx: 'auto', px: '4', py: { base: '6', md: '8' }, minW: 0 },
});

/**
 * The grid of album and playlist covers: one column on the narrowest screens, then two on phones, up to six on wide
 * screens, with gaps; `minmax(0, 1fr)` lets a column shrink below a long name instead of widening the page.
 */
export const CoverGrid = chakra('div', {
  base: {
    display: 'grid',
    gap: { base: '4', md: '6' },
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
      xl: 'repeat(5, minmax(0, 1fr))',
      '2xl': 'repeat(6, minmax(0, 1fr))',
    },
    '@media (max-width: 319.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

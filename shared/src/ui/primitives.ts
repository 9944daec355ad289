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
export const Img = chakra('img');
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

import { defineTextStyles } from '@chakra-ui/react/styled-system';

/**
 * The type scale: one style per level of heading, so every page and every remote sizes its titles alike. Display is
 * the home page's hero; title a page's h1; section an h2 over a grid or a table; card the name under a cover.
 */
export const textStyles = defineTextStyles({
  display: {
    value: {
      fontSize: { base: '3xl', md: '4xl', xl: '5xl' },
      fontWeight: '800',
      lineHeight: '1.05',
      letterSpacing: '-0.025em',
    },
  },
  title: {
    value: {
      fontSize: { base: '2xl', md: '3xl' },
      fontWeight: '800',
      lineHeight: '1.15',
      letterSpacing: '-0.02em',
    },
  },
  section: { value: { fontSize: { base: 'xl', md: '2xl' }, fontWeight: '700', lineHeight: '1.2' } },
  card: { value: { fontSize: 'md', fontWeight: '600', lineHeight: '1.3' } },
  lead: { value: { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.55' } },
});

import { defineRecipe } from '@chakra-ui/react/styled-system';

const button = defineRecipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'md',
    cursor: 'pointer',
    border: '1px solid transparent',
    transition: 'background 0.15s, color 0.15s',
    whiteSpace: 'nowrap',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
      outline: { bg: 'white', color: 'ink', borderColor: 'line', _hover: { bg: 'surface' } },
      ghost: { bg: 'transparent', color: 'inherit', _hover: { bg: 'surface' } },
      danger: { bg: 'danger', color: 'white' },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'md' },
      icon: { h: '10', w: '10', p: '0', borderRadius: 'full' },
      iconSm: { h: '8', w: '8', p: '0', borderRadius: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

const skeleton = defineRecipe({
  base: {
    bg: 'line',
    borderRadius: 'sm',
    animation: 'pulse 1.2s ease-in-out infinite',
  },
});

export const recipes = { button, skeleton };

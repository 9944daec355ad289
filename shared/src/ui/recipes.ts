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
    // Links drawn as buttons (RouterLinkButton, AnchorButton) read as buttons: no underline.
    textDecoration: 'none',
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

/**
 * An item of the app's menu surface (`MenuPopup`): a full-width row, tinted where the pointer or the keyboard is;
 * the tint marks the item, so it draws no focus ring.
 */
const menuItem = defineRecipe({
  base: {
    display: 'block',
    w: 'full',
    textAlign: 'start',
    px: '3',
    py: '2',
    color: 'ink',
    bg: 'transparent',
    border: 'none',
    cursor: 'pointer',
    textDecoration: 'none',
  },
  variants: {
    tint: {
      neutral: { _hover: { bg: 'surface' }, _focus: { bg: 'surface', outline: 'none' } },
      brand: { _hover: { bg: 'brand.50' }, _focusVisible: { bg: 'brand.50', outline: 'none' } },
    },
  },
  defaultVariants: { tint: 'neutral' },
});

/** A section's tab: a link underlined in the brand's colour while it is the current page (aria-current="page"). */
const tab = defineRecipe({
  base: {
    px: '3',
    py: '2',
    fontWeight: '600',
    borderBottom: '2px solid',
    borderColor: 'transparent',
    textDecoration: 'none',
    '&[aria-current=page]': { borderColor: 'brand.600' },
  },
  variants: {
    tone: {
      plain: { '&[aria-current=page]': { color: 'brand.600' } },
      muted: { color: 'muted', '&[aria-current=page]': { color: 'brand.700' } },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const recipes = { button, skeleton, menuItem, tab };

import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { layerStyles } from './layer-styles';
import { recipes } from './recipes';
import { textStyles } from './text-styles';

/**
 * The product's design system: Chakra's styling engine with our own tokens and only the recipes we use, instead of
 * the full default theme (all of Chakra's recipes weigh about 300 KiB gzip when shared).
 */
const SCALE = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56, 60, 64,
  72, 80, 96,
];
const spacing = Object.fromEntries(SCALE.map((n) => [String(n), { value: `${n * 0.25}rem` }]));

const config = defineConfig({
  theme: {
    breakpoints: { xs: '320px', sm: '490px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1398px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          500: { value: '#2563eb' },
          600: { value: '#1d4ed8' },
          700: { value: '#1e40af' },
          900: { value: '#0b1f3a' },
        },
        // The dark surfaces of the top bar, the home page's hero and the footer.
        night: {
          700: { value: '#2a2838' },
          800: { value: '#18161f' },
          900: { value: '#0e0d13' },
        },
        ink: { value: '#14171f' },
        muted: { value: '#4b5363' },
        line: { value: '#dfe3ea' },
        surface: { value: '#f5f7fa' },
        danger: { value: '#b42318' },
        success: { value: '#067647' },
        white: { value: '#ffffff' },
        black: { value: '#000000' },
        transparent: { value: 'transparent' },
      },
      fonts: {
        // Figtree is registered by the host (host/src/typeface.ts); the system faces show until it arrives.
        body: { value: '"Figtree Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        heading: { value: '"Figtree Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
      fontSizes: {
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
        '3xl': { value: '2rem' },
        '4xl': { value: '2.5rem' },
        '5xl': { value: '3.25rem' },
      },
      radii: { sm: { value: '4px' }, md: { value: '8px' }, lg: { value: '12px' }, full: { value: '9999px' } },
      spacing,
      sizes: {
        ...spacing,
        full: { value: '100%' },
        min: { value: 'min-content' },
        max: { value: 'max-content' },
        fit: { value: 'fit-content' },
      },
      shadows: {
        sm: { value: '0 1px 2px rgba(16,24,40,.08)' },
        md: { value: '0 4px 12px rgba(16,24,40,.12)' },
        lg: { value: '0 12px 32px rgba(16,24,40,.18)' },
      },
      zIndex: {
        player: { value: 900 },
        floating: { value: 950 },
        overlay: { value: 1000 },
        toast: { value: 1100 },
      },
    },
    recipes,
    textStyles,
    layerStyles,
    keyframes: { pulse: { '50%': { opacity: 0.5 } } },
  },
  globalCss: {
    // Widths include padding and border: a full-width field with padding otherwise overflows its column (and a
    // phone's screen).
    '*, *::before, *::after': { boxSizing: 'border-box' },
    body: { color: 'ink', bg: 'white', fontFamily: 'body', lineHeight: 1.5 },
    // Form controls take the page's typeface (browsers give them the system's by default).
    'button, input, select, textarea': { fontFamily: 'inherit' },
    'h1, h2, h3': { fontFamily: 'heading', letterSpacing: '-0.015em' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    a: { color: 'inherit' },
  },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The system, created on first use: building it takes tens of milliseconds, which a page's start-up runs as a task
 * of its own (host/src/bootstrap.tsx) rather than inside the evaluation of every module that imports the UI kit.
 */
export function designSystem(): ReturnType<typeof createSystem> {
  created ??= createSystem(defaultBaseConfig, config);
  return created;
}

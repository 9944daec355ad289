import { chakra, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react/styled-system';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { recipes } from './recipes';

const StyledButton = chakra('button', recipes.button);

/**
 * Links drawn as buttons, with the button's variants and sizes: an in-app link (`RouterLinkButton`) or a plain one
 * (`AnchorButton`, e.g. a file to download), such as the round icon links beside a row's icon buttons.
 */
export const RouterLinkButton = chakra(Link, recipes.button);
export const AnchorButton = chakra('a', recipes.button);

export type ButtonProps = HTMLChakraProps<'button'> & RecipeVariantProps<typeof recipes.button>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <StyledButton ref={ref} type="button" {...props} />;
});

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'children'> & {
  /** What the button does, spoken by screen readers and shown as a tooltip. Required: an icon has no name. */
  label: string;
  icon: ReactNode;
  /** For toggles such as Mute. */
  pressed?: boolean;
};

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, pressed, size = 'icon', variant = 'ghost', ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      size={size}
      variant={variant}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Button>
  );
});

/**
 * A 48 px icon button that floats at the right edge of the screen, `bottom` above its foot (scroll to top, show the
 * hidden player): the floating buttons stack in one column, above the page and below overlays.
 */
export const FloatingIconButton = forwardRef<HTMLButtonElement, IconButtonProps>(
  function FloatingIconButton(props, ref) {
    return (
      <IconButton
        ref={ref}
        position="fixed"
        right="4"
        zIndex="floating"
        h="12"
        w="12"
        boxShadow="md"
        {...props}
      />
    );
  },
);

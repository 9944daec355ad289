import { chakra, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react/styled-system';
import { forwardRef, type ReactNode } from 'react';
import { recipes } from './recipes';

const StyledButton = chakra('button', recipes.button);

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

import { forwardRef } from 'react';
import { Button, type ButtonProps } from './button';
import { ChevronDownIcon, ChevronUpIcon } from './icons';

export type DisclosureButtonProps = Omit<ButtonProps, 'aria-expanded' | 'aria-controls'> & {
  /** Whether the region it shows is open now. */
  open: boolean;
  /** The id of the region it shows and hides. */
  controls: string;
};

/**
 * A button that shows and hides a region of the page (aria-expanded, aria-controls), ghost by default: a facet's
 * "Show all", and the rows of `DisclosureRow`.
 */
export const DisclosureButton = forwardRef<HTMLButtonElement, DisclosureButtonProps>(
  function DisclosureButton({ open, controls, ...rest }, ref) {
    return <Button ref={ref} variant="ghost" aria-expanded={open} aria-controls={controls} {...rest} />;
  },
);

/**
 * A disclosure as a full-width row over its region (a FAQ's question over its answer, a folder over its playlists):
 * the label at the start, wrapping when long, and a chevron at the end that points where the region goes.
 */
export const DisclosureRow = forwardRef<HTMLButtonElement, DisclosureButtonProps & { chevronSize?: number }>(
  function DisclosureRow({ open, chevronSize, children, ...rest }, ref) {
    return (
      <DisclosureButton
        ref={ref}
        open={open}
        w="full"
        justifyContent="space-between"
        textAlign="start"
        whiteSpace="normal"
        {...rest}
      >
        {children}
        {open ? <ChevronUpIcon size={chevronSize} /> : <ChevronDownIcon size={chevronSize} />}
      </DisclosureButton>
    );
  },
);

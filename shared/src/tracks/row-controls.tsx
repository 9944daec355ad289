import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Glyph, type IconName } from '../ui/icons';

/** The icons the rows' buttons use. */
export type RowIconName = Extract<
  IconName,
  'menu' | 'play' | 'pause' | 'info' | 'plus' | 'minus' | 'download' | 'link' | 'trash'
>;

/**
 * A row's icon button: a plain button with the table's static classes (see track-table-styles). Named like the
 * design system's IconButton — the label is the accessible name and the tooltip.
 */
export function RowIconButton({
  label,
  icon,
  variant,
  tone,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  icon: RowIconName;
  variant?: 'solid';
  tone?: 'brand' | 'danger';
}) {
  return (
    <button
      type="button"
      className="rsm-tt-btn rsm-tt-icon"
      aria-label={label}
      title={label}
      data-variant={variant}
      data-tone={tone}
      {...rest}
    >
      <Glyph name={icon} size={16} />
    </button>
  );
}

/**
 * A link inside the table to a page of the app. A plain anchor: the table follows it through the router with one
 * click listener for all of them (see use-router-link-clicks), instead of a router link component per link.
 */
export function RowLink({
  to,
  className = 'rsm-tt-link',
  children,
  ...rest
}: {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-size'?: string;
}) {
  return (
    <a href={to} className={className} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

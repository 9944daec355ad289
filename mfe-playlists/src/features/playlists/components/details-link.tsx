import { InfoIcon, RouterLinkButton } from '@rsm/shared';

/** A row's round 'details' icon link to the page of what the row shows, drawn like the row's icon buttons. */
export function DetailsLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterLinkButton to={to} aria-label={label} title={label} variant="ghost" size="iconSm">
      <InfoIcon />
    </RouterLinkButton>
  );
}

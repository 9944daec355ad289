import { InfoIcon, RouterLink } from '@rsm/shared';

/** A row's round 'details' icon link to the page of what the row shows. */
export function DetailsLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterLink
      to={to}
      aria-label={label}
      title={label}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      h="8"
      w="8"
      borderRadius="full"
      _hover={{ bg: 'surface' }}
    >
      <InfoIcon />
    </RouterLink>
  );
}

import { Flex, RouterNavLink } from './primitives';

export interface SectionTab {
  to: string;
  label: string;
  /** Active only on exactly this path (the section's first tab), not on the paths below it. */
  end?: boolean;
}

/**
 * A section's tabs as links: the one for the current path is marked aria-current="page" (by NavLink) and underlined.
 * `label` names the navigation landmark for screen readers.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  return (
    <Flex
      as="nav"
      aria-label={label}
      gap="2"
      mb="5"
      borderBottom="1px solid"
      borderColor="line"
      flexWrap="wrap"
    >
      {tabs.map((tab) => (
        <RouterNavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          px="3"
          py="2"
          fontWeight="600"
          borderBottom="2px solid"
          borderColor="transparent"
          textDecoration="none"
          css={{ '&[aria-current=page]': { borderColor: 'brand.600', color: 'brand.600' } }}
        >
          {tab.label}
        </RouterNavLink>
      ))}
    </Flex>
  );
}

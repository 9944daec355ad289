import { chakra } from '@chakra-ui/react/styled-system';
import { NavLink } from 'react-router-dom';
import { Flex } from './primitives';
import { recipes } from './recipes';

/** One tab as a link; NavLink marks the current one aria-current="page". */
export const TabLink = chakra(NavLink, recipes.tab);

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
    <Flex as="nav" aria-label={label} gap="2" mb="5" layerStyle="divider.bottom" flexWrap="wrap">
      {tabs.map((tab) => (
        <TabLink key={tab.to} to={tab.to} end={tab.end}>
          {tab.label}
        </TabLink>
      ))}
    </Flex>
  );
}

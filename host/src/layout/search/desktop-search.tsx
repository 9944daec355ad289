import { Box, useLocation } from '@rsm/shared';
import { useState } from 'react';
import { RemoteSlot } from '../../federation/remote-slot';
import { useIsDesktop } from '../use-is-desktop';
import { SearchBarPlaceholder } from './search-bar-placeholder';
import { showsSearchBar } from './search-bar-visibility';

/**
 * The catalogue's search bar under the desktop links, loaded on first intent (see SearchBarPlaceholder) and kept
 * afterwards. The row keeps its height while the remote loads so the page below does not shift; it is left out
 * where the spec hides the bar.
 */
export function DesktopSearch() {
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const [draft, setDraft] = useState('');
  const [wanted, setWanted] = useState<{ focus: boolean } | null>(null);
  if (!isDesktop || !showsSearchBar(pathname)) return null;
  const placeholder = (
    <SearchBarPlaceholder
      value={draft}
      autoFocus={wanted?.focus}
      onChange={setDraft}
      onIntent={(focus) => setWanted((current) => (current && !focus ? current : { focus }))}
    />
  );
  // On the page's light background: the remote's controls are drawn for it, not for the dark bar above.
  return (
    <Box bg="white" color="ink" borderBottom="1px solid" borderColor="line">
      <Box maxW="80rem" mx="auto" px="4" py="2" minH="14">
        {wanted ? (
          <RemoteSlot
            remote="catalogue"
            expose="search-bar"
            fallback={placeholder}
            props={{ layout: 'horizontal', initialText: draft, autoFocus: wanted.focus }}
          />
        ) : (
          placeholder
        )}
      </Box>
    </Box>
  );
}

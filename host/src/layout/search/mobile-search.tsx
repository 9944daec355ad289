import { Trans, useLingui } from '@lingui/react/macro';
import { Box, CloseIcon, Flex, IconButton, SearchIcon, useLocation } from '@rsm/shared';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { RemoteSlot } from '../../federation/remote-slot';
import { useScrollLock } from '../use-scroll-lock';
import { showsSearchBar } from './search-bar-visibility';

/**
 * The search of small screens (spec §2.4): a search button opens the catalogue's mobile search bar full screen,
 * sliding in from the right in 0.3 s with page scrolling blocked. It closes on Escape, on its close button, when
 * the search is done (a search ran or a suggestion was chosen) and when any link in it is followed.
 */
export function MobileSearch() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The remote loads on first opening only, then stays mounted so reopening is instant.
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(open);

  const close = useMemo(
    () =>
      (returnFocus = true) => {
        setOpen(false);
        if (returnFocus) triggerRef.current?.focus();
      },
    [],
  );
  const searchBarProps = useMemo(() => ({ layout: 'mobile', onDone: () => close(false) }), [close]);

  useEffect(() => {
    if (!open) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A dialog opened from the search bar (advanced search) closes first, on its own.
      const dialog = (event.target as HTMLElement | null)?.closest?.('[role="dialog"]');
      if (dialog && dialog !== panelRef.current) return;
      close();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, close]);

  // Moving to another page closes the overlay whatever inside it navigated.
  useEffect(() => setOpen(false), [pathname]);

  if (!showsSearchBar(pathname)) return null;

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a[href]')) close(false);
  };

  return (
    <Box display={{ base: 'block', lg: 'none' }}>
      <IconButton
        ref={triggerRef}
        label={t`Open search`}
        icon={<SearchIcon />}
        aria-expanded={open}
        aria-haspopup="dialog"
        color="inherit"
        _hover={{ bg: 'brand.700' }}
        onClick={() => {
          setOpened(true);
          setOpen(true);
          // Straight into the search field when the remote has rendered it, else onto the close button.
          requestAnimationFrame(() =>
            (panelRef.current?.querySelector<HTMLInputElement>('input') ?? closeRef.current)?.focus(),
          );
        }}
      />
      <Box
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={onPanelClick}
        position="fixed"
        inset="0"
        zIndex="overlay"
        bg="white"
        color="ink"
        overflowY="auto"
        transform={open ? 'translateX(0)' : 'translateX(100%)'}
        visibility={open ? 'visible' : 'hidden'}
        transition={open ? 'transform 0.3s ease, visibility 0s' : 'transform 0.3s ease, visibility 0s 0.3s'}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        data-state={open ? 'open' : 'closed'}
      >
        <Flex
          alignItems="center"
          justifyContent="space-between"
          px="4"
          minH="16"
          bg="brand.900"
          color="white"
        >
          <Box id={titleId} fontWeight="800" fontSize="lg">
            <Trans>Search</Trans>
          </Box>
          <IconButton
            ref={closeRef}
            label={t`Close search`}
            icon={<CloseIcon />}
            color="inherit"
            _hover={{ bg: 'brand.700' }}
            onClick={() => close()}
          />
        </Flex>
        <Box px="4" py="4">
          {opened && <RemoteSlot remote="catalogue" expose="search-bar" props={searchBarProps} />}
        </Box>
      </Box>
    </Box>
  );
}

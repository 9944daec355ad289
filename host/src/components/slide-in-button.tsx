import { Box, IconButton, isDesktopScreen, type OnDemandComponent } from '@rsm/shared';
import { useCallback, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { afterFirstView } from '../layout/after-first-view';

export interface SlideInPanelState {
  open: boolean;
  show(): void;
  /** Closes the panel; focus goes back to its button unless `returnFocus` is false (a link was followed). */
  close(returnFocus?: boolean): void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** Whether a slide-in panel is open, and the button focus returns to when it closes. */
export function useSlideInPanel(): SlideInPanelState {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);
  return { open, show, close, triggerRef };
}

/** A slide-in panel whose code is a chunk of its own (`SlideInPanel` with its content). */
export type SlideInPanelCode = OnDemandComponent<{ state: SlideInPanelState }>;

interface SlideInButtonProps {
  state: SlideInPanelState;
  /** The accessible name of the button. */
  label: string;
  icon: ReactElement;
  panel: SlideInPanelCode;
}

/**
 * The button of a small screen's slide-in panel, drawn with the page; the panel's code is not. On a small
 * screen it loads once the first view is done, so the first press opens the panel at once; a press that comes
 * earlier (or a touch or focus on the button) starts it, and the panel opens as soon as it is in. The button is
 * hidden from 1024 px, where nothing can start the load.
 */
export function SlideInButton({ state, label, icon, panel }: SlideInButtonProps) {
  const [wanted, setWanted] = useState(false);
  const [opening, setOpening] = useState(false);
  const { Component: Panel, failed, retry } = panel.useComponent(wanted);
  const frameRef = useRef<HTMLDivElement>(null);
  const { open, show } = state;

  useEffect(() => (isDesktopScreen() ? undefined : afterFirstView(() => setWanted(true))), []);

  useEffect(() => {
    if (!Panel || !opening) return;
    setOpening(false);
    // The panel was just drawn, closed: the browser lays it out closed first, so it slides in as on later openings.
    void frameRef.current?.offsetHeight;
    show();
  }, [Panel, opening, show]);

  const want = () => setWanted(true);
  const onPress = () => {
    if (Panel) return show();
    setWanted(true);
    setOpening(true);
    if (failed) retry();
  };

  return (
    <Box ref={frameRef} display={{ base: 'block', lg: 'none' }}>
      <IconButton
        ref={state.triggerRef}
        label={label}
        icon={icon}
        aria-expanded={open}
        aria-haspopup="dialog"
        color="inherit"
        _hover={{ bg: 'brand.700' }}
        onPointerDown={want}
        onFocus={want}
        onClick={onPress}
      />
      {Panel && <Panel state={state} />}
    </Box>
  );
}

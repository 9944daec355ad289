import { useStore } from '@nanostores/react';
import { $sheetOpened } from '@rsm/shared';
import { useEffect, useRef } from 'react';
import { MiniBar } from './mini-bar';
import { PlayerSheet } from './player-sheet';

/** The mini bar and, when opened, the full-screen sheet; closing the sheet gives focus back to the bar. */
export function MobilePlayer() {
  const opened = useStore($sheetOpened);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(opened);
  useEffect(() => {
    if (wasOpened.current && !opened) openButton.current?.focus();
    wasOpened.current = opened;
  }, [opened]);
  return (
    <>
      <MiniBar ref={openButton} />
      {opened && <PlayerSheet />}
    </>
  );
}

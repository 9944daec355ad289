import { useStore } from '@nanostores/react';
import { $currentItem, $desktopHidden, $pinnedPlaylist, useIsDesktop } from '@rsm/shared';
import { PlayerDock } from '../components/player-dock';
import { usePlayHistory } from '../features/history/hooks/use-play-history';
import { PinnedPlaylistBar } from '../features/pinned-playlist/components/pinned-playlist-bar';
import { AudioElement } from '../features/playback/components/audio-element';
import { MobilePlayer } from '../features/playback/components/mobile-player';
import { PlayerBar } from '../features/playback/components/player-bar';
import { ShortcutsDialog } from '../features/playback/components/shortcuts-dialog';
import { ShowPlayerButton } from '../features/playback/components/show-player-button';
import { useKeyboardShortcuts } from '../features/playback/hooks/use-keyboard-shortcuts';
import { useMediaSession } from '../features/playback/hooks/use-media-session';

import { catalogReady } from '../i18n';

await catalogReady;

/** The persistent player, rendered by the host outside the page outlet so audio survives navigation. */
export default function Player() {
  const recordPlay = usePlayHistory();
  useKeyboardShortcuts();
  useMediaSession();
  const desktop = useIsDesktop();
  const hidden = useStore($desktopHidden);
  const pinned = useStore($pinnedPlaylist) !== null;
  const chosen = useStore($currentItem) !== null;
  return (
    <>
      <AudioElement onPlaying={recordPlay} />
      <PlayerDock>
        <PinnedPlaylistBar />
        {!hidden && (desktop ? <PlayerBar /> : <MobilePlayer />)}
      </PlayerDock>
      {/* Above the active-playlist strip when there is one. */}
      {hidden && chosen && <ShowPlayerButton bottom={pinned ? '14' : '4'} />}
      <ShortcutsDialog />
    </>
  );
}

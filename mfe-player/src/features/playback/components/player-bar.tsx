import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $currentItem, EyeOffIcon, Flex, IconButton, setDesktopHidden, Span } from '@rsm/shared';
import { PlayerAddButton } from '../../../components/player-add-button';
import { PlayerDownloadButton } from '../../../components/player-download-button';
import { PlayerFindSimilar } from '../../../components/player-find-similar';
import { openShortcutsHelp } from '../stores/shortcuts-help';
import { NowPlaying } from './now-playing';
import { PlayerFrame } from './player-frame';
import { SeekBar } from './seek-bar';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';

/**
 * The desktop player (≥ 1024 px): a fixed 80 px bar at the bottom of every page once a track is chosen,
 * as the phone's mini bar.
 */
export function PlayerBar() {
  const { t } = useLingui();
  const item = useStore($currentItem);
  if (!item) return null;
  return (
    <PlayerFrame h="80px">
      <Flex h="full" maxW="100rem" mx="auto" px="4" alignItems="center" gap="4">
        <NowPlaying />
        <TransportControls />
        <SeekBar waveform />
        <Flex gap="1" alignItems="center">
          <PlayerAddButton item={item} />
          <PlayerDownloadButton item={item} />
          <PlayerFindSimilar item={item} />
        </Flex>
        <VolumeControl />
        <IconButton
          label={t`Keyboard shortcuts`}
          icon={
            <Span fontWeight="700" fontSize="md" lineHeight="1">
              ?
            </Span>
          }
          size="iconSm"
          aria-haspopup="dialog"
          onClick={openShortcutsHelp}
        />
        <IconButton
          label={t`Hide player`}
          icon={<EyeOffIcon />}
          size="iconSm"
          onClick={() => setDesktopHidden(true)}
        />
      </Flex>
    </PlayerFrame>
  );
}

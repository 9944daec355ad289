import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $currentItem, $desktopHidden, Box, EyeOffIcon, Flex, IconButton, PlayIcon, setDesktopHidden } from '@rsm/shared';
import { useAudioElement } from '../hooks/use-audio-element';
import { NowPlaying } from './now-playing';
import { SeekBar } from './seek-bar';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';

/** The fixed 80 px bar at the bottom of every page; hidden, it leaves a toggle to bring it back. */
export function PlayerBar() {
  const { t } = useLingui();
  const { audioRef, handlers } = useAudioElement();
  const item = useStore($currentItem);
  const hidden = useStore($desktopHidden);
  return (
    <>
      <audio ref={audioRef} preload="auto" {...handlers} />
      {hidden ? (
        <IconButton
          label={t`Show player`}
          icon={<PlayIcon />}
          variant="solid"
          position="fixed"
          right="4"
          bottom="4"
          zIndex="floating"
          h="12"
          w="12"
          onClick={() => setDesktopHidden(false)}
        />
      ) : (
        <Box
          as="section"
          aria-label={t`Player`}
          position="fixed"
          left="0"
          right="0"
          bottom="0"
          h="80px"
          bg="white"
          borderTop="1px solid"
          borderColor="line"
          boxShadow="md"
          zIndex="player"
          data-has-track={item ? 'true' : 'false'}
        >
          <Flex h="full" maxW="100rem" mx="auto" px="4" alignItems="center" gap="4">
            <NowPlaying />
            <TransportControls />
            <SeekBar />
            <VolumeControl />
            <IconButton label={t`Hide player`} icon={<EyeOffIcon />} size="iconSm" onClick={() => setDesktopHidden(true)} />
          </Flex>
        </Box>
      )}
    </>
  );
}

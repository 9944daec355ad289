import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $playing,
  $sheetOpened,
  Box,
  Button,
  Flex,
  IconButton,
  PauseIcon,
  PlayIcon,
  setSheetOpened,
  Text,
  togglePlay,
} from '@rsm/shared';
import { forwardRef } from 'react';
import { Cover } from '../../../components/cover';
import { PlayerFrame } from './player-frame';
import { ProgressLine } from './progress-line';

/** The mobile player (< 1024 px): a 64 px bar; a tap anywhere but the play button opens the sheet. */
export const MiniBar = forwardRef<HTMLButtonElement>(function MiniBar(_props, openRef) {
  const { t } = useLingui();
  const item = useStore($currentItem);
  const playing = useStore($playing);
  const opened = useStore($sheetOpened);
  if (!item) return null;
  return (
    <PlayerFrame position="relative" h="64px" onClick={() => setSheetOpened(true)}>
      <ProgressLine />
      <Flex h="full" px="3" gap="3" alignItems="center">
        <Button
          ref={openRef}
          variant="ghost"
          aria-haspopup="dialog"
          aria-expanded={opened}
          flex="1"
          minW="0"
          h="full"
          px="0"
          gap="3"
          justifyContent="flex-start"
          textAlign="left"
          fontWeight="400"
          whiteSpace="normal"
          _hover={{ bg: 'transparent' }}
        >
          <Cover src={item.image} size="12" />
          <Box minW="0">
            <Text fontWeight="600" truncate>
              {item.title}
            </Text>
            {item.albumName && (
              <Text fontSize="sm" color="muted" truncate>
                {item.albumName}
              </Text>
            )}
          </Box>
        </Button>
        <IconButton
          label={playing ? t`Pause` : t`Play`}
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          variant="solid"
          onClick={(event) => {
            event.stopPropagation();
            togglePlay();
          }}
        />
      </Flex>
    </PlayerFrame>
  );
});

import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $currentTime,
  $duration,
  Box,
  Flex,
  formatDuration,
  seek,
  Slider,
  Text,
  useTrackPeaks,
} from '@rsm/shared';
import { useState } from 'react';
import { Waveform } from './waveform';

/**
 * Follows playback unless the user is dragging; seeks on release. Steps of one second. With peaks,
 * the waveform above the slider seeks too; the slider stays the keyboard and screen-reader control.
 */
export function SeekBar({ waveform = false }: { waveform?: boolean }) {
  const { t } = useLingui();
  const item = useStore($currentItem);
  const currentTime = useStore($currentTime);
  const duration = useStore($duration);
  const peaks = useTrackPeaks(waveform ? item?.peaksUrl : undefined);
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? currentTime;
  const commit = (value: number) => {
    seek(value);
    setDragging(null);
  };
  return (
    <Flex alignItems="center" gap="2" flex="1" minW="0">
      <Text fontSize="xs" fontVariantNumeric="tabular-nums" aria-hidden="true">
        {formatDuration(shown)}
      </Text>
      <Box flex="1" minW="0" display="flex" flexDirection="column" gap="1">
        {waveform && peaks.data && peaks.data.length > 0 && (
          <Waveform
            peaks={peaks.data}
            duration={duration}
            position={shown}
            onScrub={setDragging}
            onCommit={commit}
          />
        )}
        <Slider
          label={t`Seek`}
          min={0}
          max={Math.max(1, Math.floor(duration))}
          step={1}
          value={Math.floor(shown)}
          valueText={t`${formatDuration(shown)} of ${formatDuration(duration)}`}
          disabled={!item}
          onChange={setDragging}
          onCommit={commit}
        />
      </Box>
      <Text fontSize="xs" fontVariantNumeric="tabular-nums" aria-hidden="true">
        {formatDuration(duration)}
      </Text>
    </Flex>
  );
}

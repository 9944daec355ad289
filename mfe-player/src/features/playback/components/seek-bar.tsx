import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $currentItem, $currentTime, $duration, Flex, formatDuration, seek, Slider, Text } from '@rsm/shared';
import { useState } from 'react';

/** Follows playback unless the user is dragging; seeks on release (spec §4.1). Steps of one second. */
export function SeekBar() {
  const { t } = useLingui();
  const item = useStore($currentItem);
  const currentTime = useStore($currentTime);
  const duration = useStore($duration);
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? currentTime;
  return (
    <Flex alignItems="center" gap="2" flex="1" minW="0">
      <Text fontSize="xs" fontVariantNumeric="tabular-nums" aria-hidden="true">
        {formatDuration(shown)}
      </Text>
      <Slider
        label={t`Seek`}
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(shown)}
        valueText={t`${formatDuration(shown)} of ${formatDuration(duration)}`}
        disabled={!item}
        onChange={setDragging}
        onCommit={(value) => {
          seek(value);
          setDragging(null);
        }}
      />
      <Text fontSize="xs" fontVariantNumeric="tabular-nums" aria-hidden="true">
        {formatDuration(duration)}
      </Text>
    </Flex>
  );
}

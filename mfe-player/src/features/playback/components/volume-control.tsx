import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $muted,
  $volume,
  Flex,
  IconButton,
  MuteIcon,
  setVolume,
  Slider,
  toggleMute,
  VolumeIcon,
} from '@rsm/shared';

/** 0–100 in steps of 5 on screen, 0–1 in the store. */
export function VolumeControl() {
  const { t } = useLingui();
  const volume = useStore($volume);
  const muted = useStore($muted);
  const shown = muted ? 0 : Math.round(volume * 100);
  return (
    <Flex alignItems="center" gap="1" w="40">
      <IconButton
        label={muted ? t`Unmute` : t`Mute`}
        icon={muted ? <MuteIcon /> : <VolumeIcon />}
        onClick={toggleMute}
        size="iconSm"
      />
      <Slider
        label={t`Volume`}
        min={0}
        max={100}
        step={5}
        value={shown}
        valueText={`${shown}%`}
        onChange={(value) => setVolume(value / 100)}
      />
    </Flex>
  );
}

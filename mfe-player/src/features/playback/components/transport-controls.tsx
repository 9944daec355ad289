import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $hasNext,
  $hasPrevious,
  $playing,
  Flex,
  IconButton,
  next,
  NextIcon,
  PauseIcon,
  PlayIcon,
  previous,
  PreviousIcon,
  togglePlay,
} from '@rsm/shared';

export function TransportControls() {
  const { t } = useLingui();
  const item = useStore($currentItem);
  const playing = useStore($playing);
  const hasPrevious = useStore($hasPrevious);
  const hasNext = useStore($hasNext);
  return (
    <Flex alignItems="center" gap="1">
      <IconButton label={t`Previous`} icon={<PreviousIcon />} disabled={!hasPrevious} onClick={previous} />
      <IconButton
        label={playing ? t`Pause` : t`Play`}
        icon={playing ? <PauseIcon /> : <PlayIcon />}
        variant="solid"
        disabled={!item}
        onClick={togglePlay}
      />
      <IconButton label={t`Next`} icon={<NextIcon />} disabled={!hasNext} onClick={next} />
    </Flex>
  );
}

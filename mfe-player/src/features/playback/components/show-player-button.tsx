import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $playing, FloatingIconButton, PlayIcon, setDesktopHidden } from '@rsm/shared';

/** What is left of a hidden player: a 48 px toggle that pulses while audio plays. */
export function ShowPlayerButton({ bottom }: { bottom: string }) {
  const { t } = useLingui();
  const playing = useStore($playing);
  return (
    <FloatingIconButton
      label={t`Show player`}
      icon={<PlayIcon />}
      variant="solid"
      bottom={bottom}
      data-playing={playing ? 'true' : 'false'}
      css={
        playing
          ? {
              animation: 'pulse 1.2s ease-in-out infinite',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }
          : undefined
      }
      onClick={() => setDesktopHidden(false)}
    />
  );
}

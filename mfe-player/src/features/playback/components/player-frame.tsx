import { useLingui } from '@lingui/react/macro';
import { Box } from '@rsm/shared';
import type { ComponentProps } from 'react';

/** The player's bar at the foot of the screen, the phone's mini bar and the desktop's alike: a white band, named. */
export function PlayerFrame(props: ComponentProps<typeof Box>) {
  const { t } = useLingui();
  return (
    <Box
      as="section"
      aria-label={t`Player`}
      boxSizing="border-box"
      bg="white"
      layerStyle="divider.top"
      boxShadow="md"
      {...props}
    />
  );
}

import { Trans } from '@lingui/react/macro';
import { Anchor } from '@rsm/shared';

export function SkipLink() {
  return (
    <Anchor
      href="#main"
      position="absolute"
      left="2"
      top="-12"
      zIndex="toast"
      bg="white"
      px="3"
      py="2"
      borderRadius="md"
      _focus={{ top: '2' }}
    >
      <Trans>Skip to content</Trans>
    </Anchor>
  );
}

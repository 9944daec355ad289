import { Trans } from '@lingui/react/macro';
import { Box, Text } from '@rsm/shared';

export function Footer() {
  return (
    <Box as="footer" bg="surface" borderTop="1px solid" borderColor="line" px="4" py="6" mb="20">
      <Text maxW="80rem" mx="auto" color="muted" fontSize="sm">
        <Trans>© {new Date().getFullYear()} Production Music Library. All rights reserved.</Trans>
      </Text>
    </Box>
  );
}

import { Trans } from '@lingui/react/macro';
import { Box, Text } from '@rsm/shared';

/** Who sent the shared playlist, and what they wrote with it (line breaks kept). */
export function SenderNote({ senderName, message }: { senderName: string; message: string | null }) {
  return (
    <Box as="section" mb="4">
      <Text color="muted">
        <Trans>Sent to you by {senderName}</Trans>
      </Text>
      {message && (
        <Box
          as="blockquote"
          mt="2"
          pl="3"
          borderLeft="3px solid"
          borderColor="brand.500"
          whiteSpace="pre-line"
          maxW="48rem"
        >
          {message}
        </Box>
      )}
    </Box>
  );
}

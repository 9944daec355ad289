import { Trans } from '@lingui/react/macro';
import { Box, Flex, Stack, Text } from '@rsm/shared';
import type { BriefingDetail } from '@rsm/shared';
import { BriefingDeadline } from './briefing-deadline';

/** What a brief asks for, its deadline and whether it still takes submissions. */
export function BriefingSummary({ briefing }: { briefing: BriefingDetail }) {
  return (
    <Stack gap="3">
      <Flex gap="6" flexWrap="wrap" color="muted">
        <Text>
          <Trans>Deadline</Trans>: <BriefingDeadline deadline={briefing.deadline} />
        </Text>
        <Box as="span" fontWeight="600" color={briefing.status === 'open' ? 'success' : 'muted'}>
          {briefing.status === 'open' ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
        </Box>
      </Flex>
      <Text whiteSpace="pre-line">{briefing.description}</Text>
    </Stack>
  );
}

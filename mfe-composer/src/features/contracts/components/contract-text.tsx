import { useLingui } from '@lingui/react/macro';
import { Box } from '@rsm/shared';
import type { DigitalContract } from '@rsm/shared';

/** The contract's text in a scrolling region that keyboard users can focus and scroll. */
export function ContractText({ contract }: { contract: DigitalContract }) {
  const { t } = useLingui();
  return (
    <Box
      role="region"
      aria-label={t`Contract text`}
      tabIndex={0}
      maxH={{ base: '45vh', md: '24rem' }}
      overflowY="auto"
      layerStyle="outline"
      p="4"
      whiteSpace="pre-line"
      fontSize="sm"
      lineHeight="1.6"
    >
      {contract.body}
    </Box>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, DownloadIcon, Flex, Link, paths, Stack, Text } from '@rsm/shared';
import type { DigitalContract } from '@rsm/shared';
import { LocalDate } from '../../../components/local-date';
import { downloadDigitalContract } from '../api/get-digital-contracts';

/** A signed contract: who signed and when, and its sealed PDF to download. */
export function ContractSigned({ contract, justSigned }: { contract: DigitalContract; justSigned: boolean }) {
  return (
    <Stack gap="3" role="status" p="4" borderRadius="md" border="1px solid" borderColor="success">
      <Text fontWeight="600" color="success">
        {justSigned ? (
          <Trans>The contract has been signed.</Trans>
        ) : (
          <Trans>This contract is already signed.</Trans>
        )}
      </Text>
      {contract.signed_at && (
        <Text>
          <Trans>
            Signed by {contract.signed_name} on <LocalDate value={contract.signed_at} />
          </Trans>
        </Text>
      )}
      <Flex gap="3" flexWrap="wrap">
        <Button onClick={() => void downloadDigitalContract(contract.id)}>
          <DownloadIcon /> <Trans>Download the signed PDF</Trans>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.digitalContracts()}>
            <Trans>Back to digital contracts</Trans>
          </Link>
        </Button>
      </Flex>
    </Stack>
  );
}

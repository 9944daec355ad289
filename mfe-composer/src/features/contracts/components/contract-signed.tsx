import { Trans } from '@lingui/react/macro';
import { Button, DownloadIcon, Text } from '@rsm/shared';
import type { DigitalContract } from '@rsm/shared';
import { LocalDate } from '../../../components/local-date';
import { downloadDigitalContract } from '../api/get-digital-contracts';
import { ContractOutcome } from './contract-outcome';

/** A signed contract: who signed and when, and its sealed PDF to download. */
export function ContractSigned({ contract, justSigned }: { contract: DigitalContract; justSigned: boolean }) {
  return (
    <ContractOutcome
      tone="success"
      title={
        justSigned ? (
          <Trans>The contract has been signed.</Trans>
        ) : (
          <Trans>This contract is already signed.</Trans>
        )
      }
      actions={
        <Button onClick={() => void downloadDigitalContract(contract.id)}>
          <DownloadIcon /> <Trans>Download the signed PDF</Trans>
        </Button>
      }
    >
      {contract.signed_at && (
        <Text>
          <Trans>
            Signed by {contract.signed_name} on <LocalDate value={contract.signed_at} />
          </Trans>
        </Text>
      )}
    </ContractOutcome>
  );
}

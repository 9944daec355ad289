import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, Heading, Stack, Text, useParams, useSearchParams } from '@rsm/shared';
import type { DigitalContract } from '@rsm/shared';
import { useState } from 'react';
import { ComposerPage, QueryView } from '../../../components/composer-page';
import { useDigitalContracts } from '../api/get-digital-contracts';
import type { SigningRefusal } from '@rsm/shared/schemas';
import { ContractSigned } from '../components/contract-signed';
import { ContractText } from '../components/contract-text';
import { SignContractForm } from '../components/sign-contract-form';
import { SigningRefused } from '../components/signing-refused';

function ContractSigning({ contract, token }: { contract: DigitalContract; token: string }) {
  const [signed, setSigned] = useState<DigitalContract | null>(null);
  const [refusal, setRefusal] = useState<SigningRefusal | null>(token ? null : 'token_invalid');
  if (signed || contract.signed_at)
    return (
      <Stack maxW="48rem">
        <ContractSigned contract={signed ?? contract} justSigned={!!signed} />
      </Stack>
    );
  return (
    <Stack gap="5" maxW="48rem">
      <Heading as="h2" fontSize="xl">
        {contract.title}
      </Heading>
      <Text color="muted">
        <Trans>Read the contract, type your full name and confirm to sign it.</Trans>
      </Text>
      <ContractText contract={contract} />
      {refusal ? (
        <SigningRefused contractId={contract.id} refusal={refusal} />
      ) : (
        <SignContractForm contract={contract} token={token} onSigned={setSigned} onRefused={setRefusal} />
      )}
    </Stack>
  );
}

/**
 * /dashboard/contracts/digital-contracts/:id/sign?token=…: the in-app signing page the embedded sign URL opens.
 * The token is one-time and bound to this contract and composer; the API says when it is spent or expired.
 */
export function SignContractPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const [params] = useSearchParams();
  const contracts = useDigitalContracts();
  const token = params.get('token') ?? '';
  return (
    <ComposerPage title={<Trans>Sign contract</Trans>} pageTitle={t`Sign contract`}>
      <QueryView query={contracts}>
        {(list) => {
          const contract = list.find((item) => String(item.id) === id);
          if (!contract)
            return <ErrorState message={t`This page does not exist or belongs to another account.`} />;
          // A new link (after an expired one) changes the token: the form starts afresh.
          return <ContractSigning key={token} contract={contract} token={token} />;
        }}
      </QueryView>
    </ComposerPage>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DownloadIcon, EmptyState, Flex, List, ListItem, Stack, Text } from '@rsm/shared';
import { useState } from 'react';
import { LocalDate } from '../../../components/local-date';
import type { DigitalContract } from '@rsm/shared';
import { downloadDigitalContract } from '../api/get-digital-contracts';
import { SignContractDialog } from './sign-contract-dialog';

/** Contracts to sign (read and sign opens the signing dialog) and signed ones to download. */
export function DigitalContractsList({ contracts }: { contracts: DigitalContract[] }) {
  const { t } = useLingui();
  const [signing, setSigning] = useState<DigitalContract | null>(null);
  if (contracts.length === 0) return <EmptyState />;
  return (
    <>
      <List aria-label={t`Digital contracts`}>
        {contracts.map((contract) => (
          <ListItem key={contract.id} py="3" borderBottom="1px solid" borderColor="line">
            <Flex gap="3" alignItems="center" flexWrap="wrap">
              <Stack gap="0" flex="1" minW="14rem">
                <Text fontWeight="600">{contract.title}</Text>
                <Text fontSize="sm" color={contract.signed_at ? 'success' : 'muted'}>
                  {contract.signed_at ? (
                    <Trans>
                      Signed by {contract.signed_name} on <LocalDate value={contract.signed_at} />
                    </Trans>
                  ) : (
                    <Trans>Awaiting your signature</Trans>
                  )}
                </Text>
              </Stack>
              {!contract.signed_at && (
                <Button aria-label={t`Read and sign ${contract.title}`} onClick={() => setSigning(contract)}>
                  <Trans>Read and sign</Trans>
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                aria-label={
                  contract.signed_at
                    ? t`Download signed ${contract.title} as PDF`
                    : t`Download ${contract.title} as PDF`
                }
                onClick={() => void downloadDigitalContract(contract.id)}
              >
                <DownloadIcon /> <Trans>PDF</Trans>
              </Button>
            </Flex>
          </ListItem>
        ))}
      </List>
      <SignContractDialog contract={signing} onClose={() => setSigning(null)} />
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  DownloadIcon,
  EmptyState,
  Flex,
  List,
  ListItem,
  Stack,
  Text,
  toast,
  useNavigate,
} from '@rsm/shared';
import { LocalDate } from '../../../components/local-date';
import type { DigitalContract } from '@rsm/shared';
import { signPageLocation, useEmbeddedSignUrl } from '../api/get-embedded-sign-url';
import { downloadDigitalContract } from '../api/get-digital-contracts';

/** Contracts to sign (Read and sign asks for a one-time link and opens the signing page) and signed ones. */
export function DigitalContractsList({ contracts }: { contracts: DigitalContract[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signLink = useEmbeddedSignUrl();
  const openSigning = (contract: DigitalContract) =>
    signLink.mutate(contract.id, {
      onSuccess: ({ sign_url }) => void navigate(signPageLocation(sign_url)),
      onError: () => toast.error(t`The signing link could not be opened.`),
    });
  if (contracts.length === 0) return <EmptyState />;
  return (
    <>
      <List aria-label={t`Digital contracts`}>
        {contracts.map((contract) => (
          <ListItem key={contract.id} py="3" layerStyle="divider.bottom">
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
                <Button
                  aria-label={t`Read and sign ${contract.title}`}
                  disabled={signLink.isPending}
                  onClick={() => openSigning(contract)}
                >
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
    </>
  );
}

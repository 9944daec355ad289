import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, Box, Button, Dialog, Flex, FormField, Input, Stack, Text, toast } from '@rsm/shared';
import { useId, useState, type FormEvent } from 'react';
import type { DigitalContract } from '@rsm/shared';
import { useSignContract } from '../api/sign-contract';

interface SignContractDialogProps {
  contract: DigitalContract | null;
  onClose: () => void;
}

/** Read the contract, type your full name, confirm: the in-app replacement for the e-sign service. */
export function SignContractDialog({ contract, onClose }: SignContractDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const sign = useSignContract();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agreed?: string; form?: string }>({});

  const close = () => {
    setName('');
    setAgreed(false);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contract) return;
    const fullName = name.trim().replace(/\s+/g, ' ');
    const next = {
      name:
        fullName.split(' ').length < 2 ? t`Type your full name (first and last name) to sign.` : undefined,
      agreed: agreed ? undefined : t`Confirm that you have read and agree to the contract.`,
    };
    setErrors(next);
    if (next.name || next.agreed) return;
    try {
      await sign.mutateAsync({ id: contract.id, fullName });
      toast.success(t`The contract has been signed.`);
      close();
    } catch (failure) {
      setErrors({
        form: failure instanceof ApiError ? failure.message : t`The contract could not be signed.`,
      });
    }
  };

  return (
    <Dialog
      open={contract !== null}
      onClose={close}
      maxWidth="44rem"
      title={contract ? t`Sign “${contract.title}”` : ''}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} disabled={sign.isPending}>
            <Trans>Sign contract</Trans>
          </Button>
        </>
      }
    >
      <Stack asChild gap="4">
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Box
            role="region"
            aria-label={t`Contract text`}
            tabIndex={0}
            maxH="16rem"
            overflowY="auto"
            border="1px solid"
            borderColor="line"
            borderRadius="md"
            p="3"
            whiteSpace="pre-line"
            fontSize="sm"
          >
            {contract?.body}
          </Box>
          <FormField label={<Trans>Your full name</Trans>} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                value={name}
                autoComplete="name"
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </FormField>
          <Stack gap="1">
            <Flex as="label" gap="2" alignItems="center">
              <input
                type="checkbox"
                checked={agreed}
                aria-invalid={Boolean(errors.agreed)}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              <Trans>I have read this contract and agree to its terms.</Trans>
            </Flex>
            {errors.agreed && (
              <Text role="alert" color="danger" fontSize="sm">
                {errors.agreed}
              </Text>
            )}
          </Stack>
          {errors.form && (
            <Text role="alert" color="danger">
              {errors.form}
            </Text>
          )}
        </form>
      </Stack>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, Box, Button, Flex, FormField, Input, Stack, Text } from '@rsm/shared';
import type { DigitalContract } from '@rsm/shared';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@rsm/shared/forms';
import type { SigningRefusal } from '@rsm/shared/schemas';
import { signingRefusal, useSignContract } from '../api/sign-contract';

interface SignContractFormProps {
  contract: DigitalContract;
  token: string;
  onSigned: (contract: DigitalContract) => void;
  onRefused: (refusal: SigningRefusal) => void;
}

interface SigningValues {
  full_name: string;
  confirmed: boolean;
}

/** Full name and the reading confirmation, checked here as the API checks them (two words, box ticked). */
export function SignContractForm({ contract, token, onSigned, onRefused }: SignContractFormProps) {
  const { t } = useLingui();
  const checkboxId = useId();
  const sign = useSignContract();
  const schema = useMemo(
    () =>
      z.object({
        full_name: z
          .pipe(
            z.string(),
            z.transform((value) => value.trim().replace(/\s+/g, ' ')),
          )
          .check(
            z.refine(
              (value) => value.split(' ').length >= 2,
              t`Type your full name (first and last name) to sign.`,
            ),
          ),
        confirmed: z
          .boolean()
          .check(z.refine(Boolean, t`Confirm that you have read and agree to the contract.`)),
      }) as unknown as z.ZodMiniType<SigningValues, SigningValues>,
    [t],
  );
  const form = useForm<SigningValues>({
    resolver: zodResolver(schema),
    defaultValues: { full_name: '', confirmed: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ full_name }) => {
    try {
      onSigned(await sign.mutateAsync({ id: contract.id, token, fullName: full_name }));
    } catch (failure) {
      const refusal = signingRefusal(failure);
      if (refusal) return onRefused(refusal);
      if (failure instanceof ApiError && failure.status === 422) {
        // The API's rules are the form's: a 422 here means the two disagree, so say which field.
        const fields = (failure.data as { errors?: Record<string, string[]> }).errors ?? {};
        if (fields.full_name)
          form.setError('full_name', { message: t`Type your full name (first and last name) to sign.` });
        if (fields.confirmed)
          form.setError('confirmed', { message: t`Confirm that you have read and agree to the contract.` });
        if (fields.full_name || fields.confirmed) return;
      }
      form.setError('root', { message: t`The contract could not be signed. Please try again.` });
    }
  });

  return (
    <Stack asChild gap="4">
      <form noValidate aria-label={t`Sign “${contract.title}”`} onSubmit={(event) => void submit(event)}>
        <FormField label={<Trans>Your full name</Trans>} error={errors.full_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
        </FormField>
        <Stack gap="1">
          <Flex gap="2" alignItems="flex-start">
            <Box asChild mt="1" w="4" h="4" flexShrink={0}>
              <input
                id={checkboxId}
                type="checkbox"
                aria-invalid={Boolean(errors.confirmed)}
                aria-describedby={errors.confirmed ? `${checkboxId}-error` : undefined}
                {...form.register('confirmed')}
              />
            </Box>
            <label htmlFor={checkboxId}>
              <Trans>I have read this contract and agree to its terms.</Trans>
            </label>
          </Flex>
          {errors.confirmed && (
            <Text id={`${checkboxId}-error`} color="danger" fontSize="sm">
              {errors.confirmed.message}
            </Text>
          )}
        </Stack>
        {errors.root && (
          <Text role="alert" color="danger">
            {errors.root.message}
          </Text>
        )}
        <Flex gap="3" alignItems="center" flexWrap="wrap">
          <Button type="submit" disabled={sign.isPending} w={{ base: 'full', sm: 'auto' }}>
            <Trans>Sign contract</Trans>
          </Button>
          {sign.isPending && (
            <Text role="status" color="muted">
              <Trans>Signing and sealing the contract…</Trans>
            </Text>
          )}
        </Flex>
      </form>
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Stack, Text, toast } from '@rsm/shared';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../components/form-alert';
import { fieldErrorContains } from '../../components/server-errors';
import { TextField } from '../../components/text-field';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';

const isEmail = (value: string) => z.safeParse(z.email(), value.trim()).success;

/** The new-release newsletter signup: validated on touch, closed on success with a toast. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const subscribe = useSubscribeNewsletter();
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const close = () => {
    reset();
    subscribe.reset();
    onClose();
  };

  const onSubmit = handleSubmit(({ email }) =>
    subscribe.mutate(email.trim(), {
      onSuccess: () => {
        toast.success(t`Email has been subscribed`);
        close();
      },
    }),
  );

  const failure = subscribe.isError
    ? fieldErrorContains(subscribe.error, 'email', 'has already been taken')
      ? t`This email is already subscribed.`
      : t`An error occured, please try again later.`
    : null;

  return (
    <Dialog open={open} onClose={close} title={<Trans>Subscribe to our newsletter</Trans>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text color="muted">
            <Trans>Hear about new releases first.</Trans>
          </Text>
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email', { validate: (value) => isEmail(value) || t`Email doesn't look right` })}
          />
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <Button type="submit" disabled={subscribe.isPending}>
            <Trans>Subscribe</Trans>
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Stack, Text, toast } from '@rsm/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import { FormAlert } from '../../components/form-alert';
import { fieldErrorContains } from '../../components/server-errors';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';

/** The new-release newsletter signup: validated on touch, closed on success with a toast. */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });
  const { handleSubmit, reset } = form;

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
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Text color="muted">
              <Trans>Hear about new releases first.</Trans>
            </Text>
            <EmailField />
            {failure && <FormAlert tone="error">{failure}</FormAlert>}
            <Button type="submit" disabled={subscribe.isPending}>
              <Trans>Subscribe</Trans>
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Dialog>
  );
}

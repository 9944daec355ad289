import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Heading, Stack } from '@rsm/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from '../../../components/email-field';
import { requiredText } from '../../../components/field-rules';
import { FormAlert } from '../../../components/form-alert';
import { setServerFieldErrors } from '../../../components/server-errors';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useSendMusicConsultation, type MusicConsultation } from '../api/send-music-consultation';

const FIELDS = ['name', 'email', 'company', 'phone', 'message'] as const;
const EMPTY: MusicConsultation = { name: '', email: '', company: '', phone: '', message: '' };

/** The contact form: a music consultation request (POST /v1/music_consultations). */
export function ContactForm() {
  const { t } = useLingui();
  const send = useSendMusicConsultation();
  const form = useForm<MusicConsultation>({ mode: 'onTouched', defaultValues: EMPTY });
  const { register, formState } = form;
  const errors = formState.errors;

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => setServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <Box as="section" aria-labelledby="contact-form-heading" mt="10" maxW="48rem">
      <Heading id="contact-form-heading" as="h2" fontSize="2xl" mb="4">
        <Trans>Ask for a music consultation</Trans>
      </Heading>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Grid gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <TextField
                label={<Trans>Name</Trans>}
                autoComplete="name"
                error={errors.name?.message}
                {...register('name', requiredText(t`Enter your name`))}
              />
              <EmailField />
              <TextField
                label={<Trans>Company</Trans>}
                autoComplete="organization"
                error={errors.company?.message}
                {...register('company')}
              />
              <TextField
                label={<Trans>Phone</Trans>}
                type="tel"
                autoComplete="tel"
                error={errors.phone?.message}
                {...register('phone', {
                  validate: (v) =>
                    !v.trim() || /^[+()\d\s-]{6,}$/.test(v.trim()) || t`Phone number doesn't look right`,
                })}
              />
            </Grid>
            <TextAreaField
              label={<Trans>Message</Trans>}
              rows={6}
              error={errors.message?.message}
              {...register('message', requiredText(t`Tell us what you are looking for`))}
            />
            {send.isSuccess && (
              <FormAlert tone="success">
                <Trans>Thank you! Your message has been sent; we will get back to you soon.</Trans>
              </FormAlert>
            )}
            {send.isError && (
              <FormAlert tone="error">
                <Trans>Your message could not be sent. Check the form and try again.</Trans>
              </FormAlert>
            )}
            <Button type="submit" alignSelf="flex-start" disabled={send.isPending}>
              <Trans>Send message</Trans>
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Box, type Playlist, Stack, Text } from '@rsm/shared';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { useSendPlaylist } from '../api/send-playlist';
import { MESSAGE_MAX, useSendPlaylistForm } from '../hooks/use-send-playlist-form';
import { EmailChipsInput } from './email-chips-input';
import { ShareLinkPanel } from './share-link-panel';

// Styled like the design system's Input, which has no multi-line form.
const messageCss = {
  '& textarea': {
    width: '100%',
    padding: '0.5rem 0.75rem',
    borderRadius: 'var(--chakra-radii-md)',
    border: '1px solid var(--chakra-colors-line)',
    font: 'inherit',
  },
};

interface SendPlaylistDialogProps {
  playlist: Pick<Playlist, 'uuid' | 'name'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Sends the playlist to email addresses, typed as chips; each address gets its own link. Below, a link anyone
 * can open is copied to paste elsewhere; closing the dialog forgets it and what was typed.
 */
export function SendPlaylistDialog({ playlist, open, onClose }: SendPlaylistDialogProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const messageId = useId();
  const form = useSendPlaylistForm();
  const emails = useController({ control: form.control, name: 'emails' }).field;
  const draft = useController({ control: form.control, name: 'draft' }).field;
  const { errors } = form.formState;
  // What is typed comes first: it is what the customer is looking at.
  const error = errors.draft?.message ?? errors.emails?.message;
  const send = useSendPlaylist();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ emails: to, message }) =>
    send.mutate({ uuid: playlist.uuid, emails: to, message }, { onSuccess: close }),
  );
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={<Trans>Send playlist</Trans>}
      submitLabel={<Trans>Send</Trans>}
      pending={send.isPending}
    >
      {(formId) => (
        <Stack gap="2">
          <Stack asChild gap="2">
            <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
              <Text color="muted">{t`Send "${playlist.name}" to:`}</Text>
              <Box asChild fontWeight="600" fontSize="sm">
                <label htmlFor={inputId}>
                  <Trans>Email addresses</Trans>
                </label>
              </Box>
              <EmailChipsInput
                id={inputId}
                emails={emails.value}
                onChange={emails.onChange}
                text={draft.value}
                onTextChange={draft.onChange}
                onBlur={draft.onBlur}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
              />
              {/* One line kept for the message, so its showing moves nothing under the pointer. */}
              <Box minH="5">
                {error && (
                  <Text id={errorId} role="alert" color="danger" fontSize="sm" lineHeight="1.25rem">
                    {error}
                  </Text>
                )}
              </Box>
              <Box asChild fontWeight="600" fontSize="sm">
                <label htmlFor={messageId}>
                  <Trans>Message (optional)</Trans>
                </label>
              </Box>
              <Box css={messageCss}>
                <textarea
                  id={messageId}
                  maxLength={MESSAGE_MAX}
                  rows={4}
                  placeholder={t`A few words for the people you send it to`}
                  {...form.register('message')}
                />
              </Box>
            </form>
          </Stack>
          {open && <ShareLinkPanel uuid={playlist.uuid} />}
        </Stack>
      )}
    </FormDialog>
  );
}

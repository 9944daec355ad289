import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Dialog, type Playlist, Stack, Text } from '@rsm/shared';
import { createProjectSharesBodySchema } from '@rsm/shared/schemas';
import { useId, useState } from 'react';
import { useSendPlaylist } from '../api/send-playlist';
import { EmailChipsInput } from './email-chips-input';
import { ShareLinkPanel } from './share-link-panel';

/** As long as the API takes. */
const MESSAGE_MAX = 1000;
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
 * Sends the playlist to email addresses (spec §5 chips input); each address gets its own link. The addresses are
 * checked by the schema the API checks them with, so the form refuses what the server would. Below, a link anyone can
 * open is copied to paste elsewhere; closing the dialog forgets it.
 */
export function SendPlaylistDialog({ playlist, open, onClose }: SendPlaylistDialogProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const messageId = useId();
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendPlaylist();
  const close = () => {
    setEmails([]);
    setMessage('');
    setError(null);
    onClose();
  };
  const change = (next: string[]) => {
    setEmails(next);
    setError(null);
  };
  const submit = () => {
    const parsed = createProjectSharesBodySchema.safeParse({ emails });
    if (parsed.success) {
      send.mutate({ uuid: playlist.uuid, emails: parsed.data.emails, message }, { onSuccess: close });
      return;
    }
    const issue = parsed.error.issues[0];
    setError(
      issue?.code === 'too_big'
        ? t`A playlist can be sent to at most ${String(issue.maximum)} addresses at a time.`
        : t`Enter at least one email address.`,
    );
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={<Trans>Send playlist</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={send.isPending} onClick={submit}>
            <Trans>Send</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text color="muted">{t`Send "${playlist.name}" to:`}</Text>
        <Box asChild fontWeight="600" fontSize="sm">
          <label htmlFor={inputId}>
            <Trans>Email addresses</Trans>
          </label>
        </Box>
        <EmailChipsInput
          id={inputId}
          emails={emails}
          onChange={change}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <Text id={errorId} role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <Box asChild fontWeight="600" fontSize="sm" mt="2">
          <label htmlFor={messageId}>
            <Trans>Message (optional)</Trans>
          </label>
        </Box>
        <Box css={messageCss}>
          <textarea
            id={messageId}
            value={message}
            maxLength={MESSAGE_MAX}
            rows={4}
            placeholder={t`A few words for the people you send it to`}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Box>
        {open && <ShareLinkPanel uuid={playlist.uuid} />}
      </Stack>
    </Dialog>
  );
}

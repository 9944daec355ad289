import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Dialog, type Playlist, Stack, Text } from '@rsm/shared';
import { useId, useState } from 'react';
import { useSendPlaylist } from '../api/send-playlist';
import { EmailChipsInput } from './email-chips-input';

interface SendPlaylistDialogProps {
  playlist: Pick<Playlist, 'uuid' | 'name'>;
  open: boolean;
  onClose: () => void;
}

/** Sends the playlist to email addresses (spec §5 chips input); each address gets its own link. */
export function SendPlaylistDialog({ playlist, open, onClose }: SendPlaylistDialogProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [emails, setEmails] = useState<string[]>([]);
  const send = useSendPlaylist();
  const close = () => {
    setEmails([]);
    onClose();
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
          <Button
            disabled={emails.length === 0 || send.isPending}
            onClick={() => send.mutate({ uuid: playlist.uuid, emails }, { onSuccess: close })}
          >
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
        <EmailChipsInput id={inputId} emails={emails} onChange={setEmails} />
      </Stack>
    </Dialog>
  );
}

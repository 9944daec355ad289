import { ph } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import {
  ErrorState,
  formatCount,
  formatDate,
  IconButton,
  List,
  ListItem,
  LoadingState,
  pluralForm,
  Span,
  Text,
  TrashIcon,
  type Playlist,
} from '@rsm/shared';
import { useState } from 'react';
import type { ShareEmail } from '@rsm/shared/schemas';
import { useShareEmails } from '../api/get-share-emails';
import { useRemoveShareEmail } from '../api/remove-share-email';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * The addresses a playlist was sent to, with how often it was sent there and what its recipient played and
 * downloaded; an address can be taken off, which stops every link sent to it.
 */
export function SentAddresses({ playlist }: { playlist: Pick<Playlist, 'uuid' | 'name'> }) {
  const { t, i18n } = useLingui();
  const emails = useShareEmails(playlist.uuid);
  const remove = useRemoveShareEmail();
  const [removing, setRemoving] = useState<ShareEmail | null>(null);
  if (emails.isError) return <ErrorState onRetry={() => void emails.refetch()} />;
  if (emails.isPending) return <LoadingState rows={2} />;
  const list = emails.data.project_share_emails;
  const email = removing?.email ?? '';
  const name = playlist.name;
  return (
    <>
      {list.length === 0 ? (
        <Text color="muted" py="3">
          <Trans>This playlist is not shared with anyone any more.</Trans>
        </Text>
      ) : (
        <List aria-label={t`Addresses ${name} was sent to`} py="2">
          {list.map((entry) => (
            <ListItem key={entry.id} display="flex" alignItems="center" gap="3" py="1" flexWrap="wrap">
              <Span flex="1" fontWeight="600" minW="12rem">
                {entry.email}
              </Span>
              <Span color="muted" fontSize="sm">
                <Select
                  value={pluralForm(entry.shares_count)}
                  _one="Sent once"
                  other={`Sent ${ph({ count: formatCount(entry.shares_count) })} times`}
                />
                {', '}
                {formatDate(entry.created_at, 'medium', i18n.locale)}
              </Span>
              <Span color="muted" fontSize="sm">
                <Select
                  value={pluralForm(entry.plays)}
                  _one={`${ph({ count: formatCount(entry.plays) })} play`}
                  other={`${ph({ count: formatCount(entry.plays) })} plays`}
                />
                {', '}
                <Select
                  value={pluralForm(entry.downloads)}
                  _one={`${ph({ count: formatCount(entry.downloads) })} download`}
                  other={`${ph({ count: formatCount(entry.downloads) })} downloads`}
                />
              </Span>
              <IconButton
                label={t`Remove ${entry.email}`}
                icon={<TrashIcon />}
                size="iconSm"
                onClick={() => setRemoving(entry)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={<Trans>Remove address</Trans>}
        message={
          <Trans>
            Are you sure you want to remove "{email}" from "{name}" playlist? The links sent to this address
            will stop working.
          </Trans>
        }
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => {
          if (removing) remove.mutate({ uuid: playlist.uuid, id: removing.id });
          setRemoving(null);
        }}
      />
    </>
  );
}

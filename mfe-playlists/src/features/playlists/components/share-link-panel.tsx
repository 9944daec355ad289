import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FormField, Input, LinkIcon, Stack, toast } from '@rsm/shared';
import { useEffect, useRef, useState } from 'react';
import { useCreateShareLink } from '../api/create-share-link';

/**
 * Copies a link to the playlist that anyone can open, to paste in a chat or a brief. The link also stays in a
 * read-only field: where the browser refuses the clipboard, the field is focused with the link selected, to copy by
 * hand.
 */
export function ShareLinkPanel({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const create = useCreateShareLink();
  const field = useRef<HTMLInputElement>(null);
  const [copyByHand, setCopyByHand] = useState(false);
  const url = create.data?.share_link.url;

  useEffect(() => {
    if (copyByHand) field.current?.focus();
  }, [copyByHand]);

  const copy = () => {
    setCopyByHand(false);
    create.mutate(uuid, {
      onSuccess: async ({ share_link: link }) => {
        try {
          await navigator.clipboard.writeText(link.url);
          toast.success(t`Link copied to clipboard`);
        } catch {
          setCopyByHand(true);
        }
      },
    });
  };

  return (
    <Stack gap="2" layerStyle="divider.top" pt="3" mt="1">
      <Button variant="outline" alignSelf="flex-start" gap="2" disabled={create.isPending} onClick={copy}>
        <LinkIcon size={18} />
        <Trans>Copy link</Trans>
      </Button>
      {url && (
        <FormField label={<Trans>Playlist link</Trans>}>
          {(control) => (
            <Input
              {...control}
              ref={field}
              readOnly
              value={url}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </FormField>
      )}
    </Stack>
  );
}

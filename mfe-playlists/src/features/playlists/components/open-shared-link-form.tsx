import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, Button, Flex, FormField, Input, paths, useNavigate } from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { playlistByTokenQueryOptions } from '../api/get-playlist-by-token';
import { parseSharedLink } from '../lib/parse-shared-link';

/**
 * Opens a shared playlist from its pasted link or code. A whole link names the playlist and opens at once; a code
 * alone is first looked up, so a dead one is said here rather than on an empty page.
 */
export function OpenSharedLinkForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [opening, setOpening] = useState(false);

  const open = async (event: FormEvent) => {
    event.preventDefault();
    const link = parseSharedLink(text);
    if (!link) {
      setError(t`Paste the whole link from the email, or the code that ends it.`);
      return;
    }
    setError(undefined);
    if (link.id) {
      navigate(paths.sharedPlaylists.detail(link.id, link.token));
      return;
    }
    setOpening(true);
    try {
      const { project } = await queryClient.fetchQuery(playlistByTokenQueryOptions({ token: link.token }));
      navigate(paths.sharedPlaylists.detail(project.id, link.token));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 404
          ? t`This link does not open a playlist any more. Ask the sender for a new one.`
          : t`The playlist could not be opened. Try again in a moment.`,
      );
    } finally {
      setOpening(false);
    }
  };

  return (
    <form onSubmit={(event) => void open(event)} noValidate>
      <FormField label={<Trans>Shared link or code</Trans>} error={error}>
        {(control) => (
          <Flex gap="2" flexWrap="wrap">
            <Input
              {...control}
              flex="1 1 14rem"
              minW="0"
              autoComplete="off"
              spellCheck={false}
              placeholder={t`Paste the link from the email`}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" disabled={opening}>
              <Trans>Open playlist</Trans>
            </Button>
          </Flex>
        )}
      </FormField>
    </form>
  );
}

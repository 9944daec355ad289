import { useLingui } from '@lingui/react/macro';
import { paths } from '../paths';
import { IconButton } from '../ui/button';
import { LinkIcon } from '../ui/icons';
import { toast } from '../ui/toaster';

/** Copies the track page's address, then says 'Track URL copied to clipboard!'. */
export function CopyLinkButton({ trackId, trackName }: { trackId: number; trackName: string }) {
  const { t } = useLingui();
  return (
    <IconButton
      label={t`Copy link to ${trackName}`}
      icon={<LinkIcon size={16} />}
      size="iconSm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(new URL(paths.track(trackId), window.location.origin).href);
          toast.success(t`Track URL copied to clipboard!`);
        } catch (error) {
          console.error('Copy failed', error);
        }
      }}
    />
  );
}

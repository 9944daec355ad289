import { useLingui } from '@lingui/react/macro';
import { IconButton, ShareIcon, toast, type PlayableItem } from '@rsm/shared';

/** Copies the absolute URL of the playing item's page (the track's; an album medley's album page). */
export function ShareButton({ item }: { item: PlayableItem }) {
  const { t } = useLingui();
  const page = item.trackPageUrl ?? item.albumPageUrl;
  if (!page) return null;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(page, window.location.origin).href);
      toast.success(t`Currently playing track copied to clipboard`);
    } catch {
      toast.error(t`The link could not be copied.`);
    }
  };
  return <IconButton label={t`Share`} icon={<ShareIcon />} onClick={() => void share()} />;
}

import { useLingui } from '@lingui/react/macro';
import { paths } from '../paths';
import { useNavigate } from '../router';
import { IconButton } from '../ui/button';
import { SoundsLikeIcon } from '../ui/icons';
import { RowLink } from './row-controls';

/**
 * A row's "Find similar": a link, since it leads to a page (the search page listing tracks that sound alike), with
 * the look of the row's icon buttons. The table follows it through the router (see use-router-link-clicks).
 */
export function FindSimilarLink({ trackId, trackName }: { trackId: number; trackName: string }) {
  const { t } = useLingui();
  const label = t`Find tracks that sound like ${trackName}`;
  return (
    <RowLink to={paths.soundsLike(trackId)} className="rsm-tt-btn rsm-tt-icon" aria-label={label}>
      <span title={label} style={{ display: 'inline-flex' }}>
        <SoundsLikeIcon size={16} />
      </span>
    </RowLink>
  );
}

/** "Find similar" beside a page's or the player's other icon buttons; `onBeforeNavigate` closes a sheet first. */
export function FindSimilarButton({
  trackId,
  trackName,
  size = 'iconSm',
  onBeforeNavigate,
}: {
  trackId: number;
  trackName: string;
  size?: 'icon' | 'iconSm';
  onBeforeNavigate?: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <IconButton
      label={t`Find tracks that sound like ${trackName}`}
      icon={<SoundsLikeIcon size={size === 'icon' ? 20 : 16} />}
      size={size}
      onClick={() => {
        onBeforeNavigate?.();
        void navigate(paths.soundsLike(trackId));
      }}
    />
  );
}

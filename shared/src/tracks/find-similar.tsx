import { useLingui } from '@lingui/react/macro';
import { paths } from '../paths';
import { useNavigate } from '../router';
import { IconButton } from '../ui/button';
import { RowLink } from './row-controls';

/** Sound waves: "sounds like". Drawn here, in the icons' own style, for the few places that offer it. */
export function SoundsLikeIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M3 10v4M7 7v10M11 4v16M15 8v8M19 10v4M21 11v2" />
    </svg>
  );
}

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

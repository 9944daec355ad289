import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { trackEvent } from '../analytics';
import type { DownloadOption } from '../downloads/download-options';
import { downloadWithAuth, needsAuthFetch } from '../downloads/save-download';
import { useMenuButton } from '../ui/use-menu-button';
import { RowIconButton } from './row-controls';

/** Records the download and, when signed in, fetches it with the auth headers a followed link cannot send. */
export function chooseDownload(option: DownloadOption, event: MouseEvent<HTMLAnchorElement>): void {
  void trackEvent(option.event.name, option.event.properties, 'tracks').catch(() => undefined);
  if (!needsAuthFetch()) return;
  event.preventDefault();
  void downloadWithAuth(option.url);
}

/**
 * Several files: a menu button opening a menu of labelled links, as the shared DownloadMenu behaves. The options are
 * built when the menu opens. Arrow keys, Home and End move between the links; Escape closes and returns focus to
 * the button; Tab or a click elsewhere closes.
 */
export function RowDownloadMenu({ label, options }: { label: string; options: () => DownloadOption[] }) {
  const { t } = useLingui();
  const { open, setOpen, buttonProps, menuProps } = useMenuButton();

  return (
    <span className="rsm-tt-menu-anchor">
      <RowIconButton {...buttonProps} label={label} icon="download" />
      {open && (
        <div {...menuProps} aria-label={t`Download options`} className="rsm-tt-menu">
          {options().map((option) => (
            <a
              key={option.url}
              role="menuitem"
              href={option.url}
              download
              tabIndex={-1}
              className="rsm-tt-menuitem"
              onClick={(event) => {
                chooseDownload(option, event);
                setOpen(false);
              }}
            >
              {/* Read as "Track mp3, 336.46 KB", not "Track mp3336.46 KB": the comma is for screen readers. */}
              <span>
                {option.label}
                {option.size && <span style={VISUALLY_HIDDEN}>,</span>}
              </span>{' '}
              {option.size && <span className="rsm-tt-muted">{option.size}</span>}
            </a>
          ))}
        </div>
      )}
    </span>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

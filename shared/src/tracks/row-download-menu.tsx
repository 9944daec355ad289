import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { trackEvent } from '../analytics';
import type { DownloadOption } from '../downloads/download-options';
import { downloadWithAuth, needsAuthFetch } from '../downloads/save-download';
import { DownloadIcon } from '../ui/icons';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <span className="rsm-tt-menu-anchor">
      <RowIconButton
        ref={button}
        label={label}
        icon={<DownloadIcon size={16} />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t`Download options`}
          className="rsm-tt-menu"
          onKeyDown={onKeyDown}
        >
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
              <span>{option.label}</span>
              {option.size && <span className="rsm-tt-muted">{option.size}</span>}
            </a>
          ))}
        </div>
      )}
    </span>
  );
}

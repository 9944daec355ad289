import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { trackEvent } from '../analytics';
import { DownloadMenuItems } from '../downloads/download-menu-items';
import type { DownloadOption } from '../downloads/download-options';
import { downloadWithAuth, needsAuthFetch } from '../downloads/save-download';
import { MenuPopup } from '../ui/menu-popup';
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
 * Several files: the row's light button opening the same menu as the shared DownloadMenu (its options built when it
 * opens). Arrow keys, Home and End move between the links; Escape closes and returns focus to the button; Tab or a
 * click elsewhere closes.
 */
export function RowDownloadMenu({ label, options }: { label: string; options: () => DownloadOption[] }) {
  const { t } = useLingui();
  const { open, setOpen, buttonProps, menuProps } = useMenuButton();

  return (
    <>
      <RowIconButton {...buttonProps} label={label} icon="download" />
      {open && (
        <MenuPopup anchor={buttonProps.ref} menuProps={menuProps} label={t`Download options`}>
          <DownloadMenuItems
            options={options()}
            onChoose={(option, event) => {
              chooseDownload(option, event);
              setOpen(false);
            }}
          />
        </MenuPopup>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { IconButton } from '../ui/button';
import { DownloadIcon } from '../ui/icons';
import { MenuPopup } from '../ui/menu-popup';
import { useMenuButton } from '../ui/use-menu-button';
import { DownloadMenuItems } from './download-menu-items';
import type { DownloadOption } from './download-options';

interface DownloadMenuProps {
  label: string;
  options: DownloadOption[];
  size: 'icon' | 'iconSm';
  onChoose: (option: DownloadOption, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Several files: a menu button (aria-expanded) opening a menu of labelled links. Arrow keys move between the links,
 * Escape closes and returns focus to the button, a click elsewhere closes.
 */
export function DownloadMenu({ label, options, size, onChoose }: DownloadMenuProps) {
  const { t } = useLingui();
  const { open, setOpen, buttonProps, menuProps } = useMenuButton();

  return (
    <>
      <IconButton
        {...buttonProps}
        label={label}
        icon={<DownloadIcon size={size === 'iconSm' ? 16 : 20} />}
        size={size}
      />
      {open && (
        <MenuPopup anchor={buttonProps.ref} menuProps={menuProps} label={t`Download options`}>
          <DownloadMenuItems
            options={options}
            onChoose={(option, event) => {
              onChoose(option, event);
              setOpen(false);
            }}
          />
        </MenuPopup>
      )}
    </>
  );
}

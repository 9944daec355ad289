import type { MouseEvent } from 'react';
import { MenuItemLink } from '../ui/menu-item';
import { Span } from '../ui/primitives';
import type { DownloadOption } from './download-options';

interface DownloadMenuItemsProps {
  options: DownloadOption[];
  onChoose: (option: DownloadOption, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The files of a download menu, each a labelled link with its size. */
export function DownloadMenuItems({ options, onChoose }: DownloadMenuItemsProps) {
  return options.map((option) => (
    <MenuItemLink
      key={option.url}
      href={option.url}
      download
      display="flex"
      justifyContent="space-between"
      gap="4"
      fontSize="sm"
      onClick={(event) => onChoose(option, event)}
    >
      {/* Read as "Track mp3, 336.46 KB", not "Track mp3336.46 KB": the comma is for screen readers. */}
      <Span>
        {option.label}
        {option.size && <Span srOnly>,</Span>}
      </Span>{' '}
      {option.size && (
        <Span color="muted" fontSize="sm">
          {option.size}
        </Span>
      )}
    </MenuItemLink>
  ));
}

import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { IconButton } from '../ui/button';
import { DownloadIcon } from '../ui/icons';
import { useMenuButton } from '../ui/use-menu-button';
import { Anchor, Box, Span } from '../ui/primitives';
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
    <Box position="relative" display="inline-block">
      <IconButton
        {...buttonProps}
        label={label}
        icon={<DownloadIcon size={size === 'iconSm' ? 16 : 20} />}
        size={size}
      />
      {open && (
        <Box
          {...menuProps}
          aria-label={t`Download options`}
          position="absolute"
          right="0"
          top="100%"
          zIndex="dropdown"
          minW="14rem"
          bg="white"
          border="1px solid"
          borderColor="line"
          borderRadius="md"
          boxShadow="md"
          py="1"
        >
          {options.map((option) => (
            <Anchor
              key={option.url}
              role="menuitem"
              href={option.url}
              download
              tabIndex={-1}
              display="flex"
              justifyContent="space-between"
              gap="4"
              px="3"
              py="2"
              color="ink"
              textDecoration="none"
              _hover={{ bg: 'surface' }}
              _focus={{ bg: 'surface', outline: 'none' }}
              onClick={(event) => {
                onChoose(option, event);
                setOpen(false);
              }}
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
            </Anchor>
          ))}
        </Box>
      )}
    </Box>
  );
}

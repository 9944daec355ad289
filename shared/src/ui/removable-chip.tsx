import type { ReactNode } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { Flex, Span } from './primitives';

interface RemovableChipProps {
  children: ReactNode;
  /** The remove button's name, e.g. "Remove Jazz". */
  removeLabel: string;
  onRemove: () => void;
  /** The × icon's size in pixels. */
  iconSize?: number;
}

/** A chosen value as a pill with a button that takes it away (advanced search options, addresses to send to). */
export function RemovableChip({ children, removeLabel, onRemove, iconSize = 14 }: RemovableChipProps) {
  return (
    <Flex alignItems="center" gap="1" bg="brand.50" borderRadius="full" pl="3" fontSize="sm">
      <Span>{children}</Span>
      <IconButton label={removeLabel} icon={<CloseIcon size={iconSize} />} size="iconSm" onClick={onRemove} />
    </Flex>
  );
}

import { Trans } from '@lingui/react/macro';
import { Box, Input, List, ListItem } from '@rsm/shared';
import { useId, useState, type KeyboardEvent } from 'react';

interface FolderComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  folderNames: string[];
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The options for `text`: matching folders, then any other non-empty text as a new folder. */
export function folderOptions(folderNames: string[], text: string): { value: string; isNew: boolean }[] {
  const query = text.trim().toLowerCase();
  const matching = folderNames.filter((name) => name.toLowerCase().includes(query));
  const exact = folderNames.some((name) => same(name, text));
  return [
    ...matching.map((value) => ({ value, isNew: false })),
    ...(query && !exact ? [{ value: text.trim(), isNew: true }] : []),
  ];
}

/**
 * Chooses a folder or names a new one: an ARIA 1.2 combobox with a list of the customer's folders; whatever else is
 * typed is offered as a new folder, which the dialog creates before the playlist.
 */
export function FolderCombobox({ id, value, onChange, folderNames, ...aria }: FolderComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Once a folder is chosen, every folder is offered again rather than only the chosen one.
  const [filtering, setFiltering] = useState(false);
  const options = folderOptions(folderNames, filtering ? value : '');
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
    setFiltering(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active].value);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Box position="relative">
      <Input
        id={id}
        w="full"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setFiltering(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <List
        id={listId}
        role="listbox"
        hidden={!open || options.length === 0}
        position="absolute"
        zIndex="floating"
        top="100%"
        left="0"
        right="0"
        mt="1"
        maxH="12rem"
        overflowY="auto"
        layerStyle="popover"
      >
        {options.map((option, index) => (
          <ListItem
            key={`${option.isNew}-${option.value}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'brand.50' : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option.value);
            }}
          >
            {option.isNew ? <Trans>New folder: {option.value}</Trans> : option.value}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

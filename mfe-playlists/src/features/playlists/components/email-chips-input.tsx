import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Flex, Input, RemovableChip } from '@rsm/shared';
import { createProjectSharesBodySchema } from '@rsm/shared/schemas';
import { useId, useState, type KeyboardEvent } from 'react';

/** One address as the API's share request takes it. */
const emailSchema = createProjectSharesBodySchema.shape.emails.def.element;

/** Only a valid address becomes a chip. */
export const isEmail = (text: string) => emailSchema.safeParse(text.trim()).success;

interface EmailChipsInputProps {
  id?: string;
  emails: string[];
  onChange: (emails: string[]) => void;
  /** What is typed and not yet a chip. */
  text: string;
  onTextChange: (text: string) => void;
  /** After leaving the field, once a valid address left in it has become a chip. */
  onBlur?: () => void;
  /** 'names' when names can be searched too: the placeholder says so. */
  mode?: 'emails' | 'names';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Email addresses as chips: type one and press Enter, comma, space or Tab, pick the offered option, or leave the field;
 * anything that is not a valid address stays text and is never added. Whether that text needs correcting is the form's
 * to say (`aria-invalid`, `aria-describedby`). The offer floats over what is below, so it never moves the buttons.
 */
export function EmailChipsInput(props: EmailChipsInputProps) {
  const { id, emails, onChange, text, onTextChange, onBlur, mode = 'emails', ...aria } = props;
  const { t } = useLingui();
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const candidate = text.trim();
  const valid = isEmail(candidate);
  const offered = focused && valid;

  const add = () => {
    if (!valid) return false;
    const lower = candidate.toLowerCase();
    if (!emails.some((email) => email.toLowerCase() === lower)) onChange([...emails, candidate]);
    onTextChange('');
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['Enter', ',', ' ', 'Tab'].includes(event.key)) {
      if (add() || event.key !== 'Tab') {
        if (event.key !== 'Tab' || candidate) event.preventDefault();
      }
    } else if (event.key === 'Backspace' && !text && emails.length > 0) onChange(emails.slice(0, -1));
  };

  return (
    <Box position="relative">
      <Flex
        flexWrap="wrap"
        gap="2"
        alignItems="center"
        p="1"
        border="1px solid"
        borderColor={aria['aria-invalid'] ? 'danger' : 'line'}
        borderRadius="md"
        bg="white"
      >
        {emails.map((email) => (
          <RemovableChip
            key={email}
            removeLabel={t`Remove ${email}`}
            onRemove={() => onChange(emails.filter((kept) => kept !== email))}
          >
            {email}
          </RemovableChip>
        ))}
        <Input
          id={id}
          flex="1"
          minW="12rem"
          border="none"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={offered}
          aria-controls={listId}
          autoComplete="off"
          placeholder={mode === 'names' ? t`Enter names or email addresses` : t`Enter email addresses`}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            add();
            onBlur?.();
          }}
          {...aria}
        />
      </Flex>
      <Box
        id={listId}
        role="listbox"
        aria-label={t`Address to add`}
        hidden={!offered}
        position="absolute"
        insetX="0"
        top="100%"
        mt="1"
        zIndex="1"
        layerStyle="popover"
      >
        {offered && (
          <Box
            role="option"
            aria-selected
            px="3"
            py="2"
            cursor="pointer"
            onMouseDown={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Trans>Add {candidate}</Trans>
          </Box>
        )}
      </Box>
    </Box>
  );
}

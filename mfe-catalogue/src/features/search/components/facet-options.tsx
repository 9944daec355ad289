import { ph, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  DisclosureButton,
  Flex,
  formatCount,
  List,
  ListItem,
  pluralForm,
  Span,
  type FacetOption,
} from '@rsm/shared';
import { useId, useState } from 'react';

/** How many options a facet shows before "Show all": enough for the common ones, short enough to scan. */
export const FACET_SHOWN = 8;

export interface FacetOptionsProps {
  /** The facet's name, its fieldset's legend ("Genre"). */
  legend: string;
  options: FacetOption[];
  /** The values the address holds now: checked, and listed even when the counts leave them out. */
  chosen: string[];
  /** An option's name in the reader's language where the answer's name is a code (vocals, keys). */
  nameOf?: (option: FacetOption) => string;
  onToggle: (value: string, on: boolean) => void;
}

/**
 * One facet of the filter panel: a fieldset of checkboxes, each named with its count ("Jazz, 12 tracks"); several
 * may be checked (any of them). The most frequent first, the rest behind "Show all".
 */
export function FacetOptions({ legend, options, chosen, nameOf, onToggle }: FacetOptionsProps) {
  const { t } = useLingui();
  const listId = useId();
  const [all, setAll] = useState(false);
  // A box shows its new state at once: the address changes in a transition, which a long list of results can hold
  // back; what was pressed is forgotten once the address has it.
  const [pressed, setPressed] = useState<Record<string, boolean>>({});
  const chosenKey = chosen.join('\u0000');
  const [seen, setSeen] = useState(chosenKey);
  if (seen !== chosenKey) {
    setSeen(chosenKey);
    setPressed({});
  }
  const known = new Set(options.map((option) => option.value));
  // The answer's order (most tracks first) stays put as boxes are checked, so an option never jumps from under the
  // pointer or the keyboard; a chosen value beyond the first few stays in sight.
  const listed = [
    ...options,
    ...chosen.filter((value) => !known.has(value)).map((value) => ({ value, name: value, count: 0 })),
  ];
  if (listed.length === 0) return null;
  const shown = all
    ? listed
    : listed.filter((option, index) => index < FACET_SHOWN || chosen.includes(option.value));
  return (
    <Box as="fieldset" border="none" p="0" m="0" minW="0">
      <Box as="legend" fontWeight="700" fontSize="sm" mb="2" p="0">
        {legend}
      </Box>
      <List id={listId} display="flex" flexDirection="column" gap="1">
        {shown.map((option) => {
          const name = nameOf?.(option) ?? option.name;
          const checked = pressed[option.value] ?? chosen.includes(option.value);
          return (
            <ListItem key={option.value}>
              <Flex as="label" gap="2" alignItems="center" cursor="pointer" py="0.5" fontSize="sm">
                <Box
                  asChild
                  w="4"
                  h="4"
                  flexShrink={0}
                  css={{ accentColor: 'var(--chakra-colors-brand-600)' }}
                >
                  <input
                    type="checkbox"
                    // Its name says the count in words: "Jazz, 12 tracks".
                    aria-label={t`${name}, ${select(pluralForm(option.count), { one: `${ph({ count: formatCount(option.count) })} track`, other: `${ph({ count: formatCount(option.count) })} tracks` })}`}
                    checked={checked}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setPressed((before) => ({ ...before, [option.value]: on }));
                      onToggle(option.value, on);
                    }}
                  />
                </Box>
                <Span flex="1" minW="0" overflowWrap="anywhere">
                  {name}
                </Span>
                <Span color="muted" aria-hidden="true">
                  {formatCount(option.count)}
                </Span>
              </Flex>
            </ListItem>
          );
        })}
      </List>
      {listed.length > FACET_SHOWN ? (
        <DisclosureButton
          open={all}
          controls={listId}
          size="sm"
          px="1"
          mt="1"
          color="brand.700"
          // Several facets have this button: its name says which.
          aria-label={all ? t`Show fewer: ${legend}` : t`Show all ${listed.length}: ${legend}`}
          onClick={() => setAll(!all)}
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show all {listed.length}</Trans>}
        </DisclosureButton>
      ) : null}
    </Box>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button, Flex, ListItem, Text, type Composer } from '@rsm/shared';
import type { ReactNode } from 'react';

export const writerName = (composer: Composer) => `${composer.first_name} ${composer.last_name}`;

/** One person the writer picker offers, with the two roles they can be added in. */
export function WriterOption({
  composer,
  note,
  onAdd,
}: {
  composer: Composer;
  /** Said after the name, e.g. "(you)". */
  note?: ReactNode;
  onAdd: (composer: Composer, role: 'composer' | 'lyricist') => void;
}) {
  const { t } = useLingui();
  const name = writerName(composer);
  const roles = [
    { role: 'composer', label: t`As composer`, addLabel: t`Add ${name} as composer` },
    { role: 'lyricist', label: t`As lyricist`, addLabel: t`Add ${name} as lyricist` },
  ] as const;
  return (
    <ListItem py="1" layerStyle="divider.bottom">
      <Flex alignItems="center" gap="2" flexWrap="wrap">
        <Text flex="1">
          {name}
          {note && (
            <Text as="span" color="muted">
              {' '}
              {note}
            </Text>
          )}
        </Text>
        {roles.map(({ role, label, addLabel }) => (
          <Button
            key={role}
            size="sm"
            variant="outline"
            aria-label={addLabel}
            onClick={() => onAdd(composer, role)}
          >
            {label}
          </Button>
        ))}
      </Flex>
    </ListItem>
  );
}

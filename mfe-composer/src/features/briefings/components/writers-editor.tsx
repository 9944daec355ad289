import { Trans, useLingui } from '@lingui/react/macro';
import { Box, List, Stack, Text, type Composer } from '@rsm/shared';
import { useOwnComposers } from '../api/get-own-composers';
import { totalHundredths, type WriterEntry } from '../lib/shares';
import { WriterRow } from './writer-row';
import { WriterSearch } from './writer-search';

interface WritersEditorProps {
  writers: WriterEntry[];
  onChange: (writers: WriterEntry[]) => void;
  error?: string | null;
}

/** Composers and lyricists of a submission with their ownership shares, which must total 100 %. */
export function WritersEditor({ writers, onChange, error }: WritersEditorProps) {
  const { t } = useLingui();
  const own = useOwnComposers();
  const add = (composer: Composer, role: WriterEntry['role']) => {
    if (writers.some((writer) => writer.composerId === composer.id && writer.role === role)) return;
    const share = writers.length === 0 ? '100' : '';
    // The composer's own IPI is on file: nothing to look up or type.
    const ownIpi = own.find((name) => name.id === composer.id)?.ipi ?? undefined;
    onChange([
      ...writers,
      {
        key: `${role}-${composer.id}`,
        composerId: composer.id,
        name: `${composer.first_name} ${composer.last_name}`,
        role,
        share,
        ipiConfirmed: Boolean(ownIpi),
        ipi: ownIpi,
      },
    ]);
  };
  const total = totalHundredths(writers) / 100;

  return (
    <Box as="fieldset" layerStyle="outline" p="4">
      <Box as="legend" px="1" fontWeight="700">
        <Trans>Composers and lyricists</Trans>
      </Box>
      <Stack gap="3">
        <WriterSearch own={own} onAdd={add} />
        {writers.length > 0 && (
          <List aria-label={t`Writers of this track`}>
            {writers.map((writer) => (
              <WriterRow
                key={writer.key}
                writer={writer}
                onChange={(changed) => onChange(writers.map((w) => (w.key === writer.key ? changed : w)))}
                onRemove={() => onChange(writers.filter((w) => w.key !== writer.key))}
              />
            ))}
          </List>
        )}
        <Text aria-live="polite" fontWeight="600" color={total === 100 ? 'success' : 'muted'}>
          <Trans>Total: {total} %</Trans>
        </Text>
        {error && (
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

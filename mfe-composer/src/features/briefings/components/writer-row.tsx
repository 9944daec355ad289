import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Flex, IconButton, Input, paths, RouterLink, Text, TrashIcon } from '@rsm/shared';
import { useId, useState } from 'react';
import { checkIpi } from '../api/check-ipi';
import type { WriterEntry } from '../lib/shares';

interface WriterRowProps {
  writer: WriterEntry;
  onChange: (writer: WriterEntry) => void;
  onRemove: () => void;
}

/** One co-writer: role, ownership share, and their IPI number confirmed with the API. */
export function WriterRow({ writer, onChange, onRemove }: WriterRowProps) {
  const { t } = useLingui();
  const [ipi, setIpi] = useState('');
  const [ipiError, setIpiError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const hintId = useId();
  const role = writer.role === 'composer' ? t`Composer` : t`Lyricist`;

  const confirm = async () => {
    setChecking(true);
    setIpiError(null);
    try {
      const result = await checkIpi(writer.role, writer.composerId, ipi);
      if (result.valid) onChange({ ...writer, ipiConfirmed: true });
      else setIpiError(t`This IPI number does not match ${writer.name}.`);
    } catch {
      setIpiError(t`The IPI number could not be checked. Please try again.`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box as="li" py="3" layerStyle="divider.bottom">
      <Flex gap="3" alignItems="flex-end" flexWrap="wrap">
        <Box flex="1" minW="12rem">
          <Text fontWeight="600">{writer.name}</Text>
          <Text fontSize="sm" color="muted">
            {role}
          </Text>
        </Box>
        <label>
          <Text as="span" display="block" fontSize="sm" fontWeight="600">
            <Trans>Share (%)</Trans>
          </Text>
          <Input
            w="6rem"
            inputMode="decimal"
            aria-label={t`Share of ${writer.name} as ${role} (%)`}
            value={writer.share}
            onChange={(event) => onChange({ ...writer, share: event.target.value })}
          />
        </label>
        {writer.ipiConfirmed ? (
          <Text color="success" fontSize="sm" pb="2">
            {writer.ipi ? <Trans>IPI {writer.ipi} confirmed</Trans> : <Trans>IPI confirmed</Trans>}
          </Text>
        ) : (
          <Flex gap="2" alignItems="flex-end">
            <label>
              <Text as="span" display="block" fontSize="sm" fontWeight="600">
                <Trans>IPI number</Trans>
              </Text>
              <Input
                w="10rem"
                inputMode="numeric"
                aria-label={t`IPI number of ${writer.name}`}
                aria-describedby={hintId}
                aria-invalid={Boolean(ipiError)}
                value={ipi}
                onChange={(event) => setIpi(event.target.value)}
              />
            </label>
            <Button variant="outline" disabled={checking || !ipi.trim()} onClick={() => void confirm()}>
              <Trans>Check IPI</Trans>
            </Button>
          </Flex>
        )}
        <IconButton label={t`Remove ${writer.name}`} icon={<TrashIcon />} onClick={onRemove} />
      </Flex>
      {!writer.ipiConfirmed && (
        <Text id={hintId} fontSize="sm" color="muted" mt="1">
          <Trans>
            Every writer needs an IPI number (9 to 11 digits): it is on their membership of a collecting
            society such as PRS, UBC or ECAD. No IPI yet? Join a society first, or{' '}
            <RouterLink to={paths.contactUs()}>contact us</RouterLink> before you submit.
          </Trans>
        </Text>
      )}
      {ipiError && (
        <Text role="alert" color="danger" fontSize="sm" mt="1">
          {ipiError}
        </Text>
      )}
    </Box>
  );
}

import { Trans } from '@lingui/react/macro';
import { Box, Flex, Select } from '@rsm/shared';
import { useId } from 'react';
import { PER_PAGE_OPTIONS } from '../hooks/use-per-page-param';

/** "Tracks per page" on one line, to sit beside the table's view switcher. */
export function PerPageSelect({ per, onChange }: { per: number; onChange: (per: number) => void }) {
  const id = useId();
  return (
    <Flex alignItems="center" gap="2">
      <Box asChild fontWeight="600" fontSize="sm">
        <label htmlFor={id}>
          <Trans>Tracks per page</Trans>
        </label>
      </Box>
      <Select id={id} value={String(per)} onChange={(event) => onChange(Number(event.target.value))}>
        {PER_PAGE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Flex>
  );
}

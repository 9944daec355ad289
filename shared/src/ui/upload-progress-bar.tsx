import { useLingui } from '@lingui/react/macro';
import { Box } from './primitives';

/** An upload's progress, 0 to 100 %, as a thin bar that screen readers announce as "Upload progress". */
export function UploadProgressBar({ percent }: { percent: number }) {
  const { t } = useLingui();
  return (
    <Box
      role="progressbar"
      aria-label={t`Upload progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h="2"
      bg="line"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" bg="brand.600" style={{ width: `${percent}%` }} transition="width 0.2s" />
    </Box>
  );
}

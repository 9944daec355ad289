import { Trans, useLingui } from '@lingui/react/macro';
import { FormField, Input, Text } from '@rsm/shared';
import { useEffect, useState } from 'react';
import { useUploadAnalysis } from '../api/get-upload-analysis';

interface DetectedBpmFieldProps {
  /** The file just uploaded, whose analysis may fill the field. */
  uploadId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The track's BPM, filled in from the uploaded file's analysis when the field is empty and the composer has not
 * typed in it; what the composer types always wins, and the hint says where a filled-in value came from.
 */
export function DetectedBpmField({ uploadId, value, onChange, error }: DetectedBpmFieldProps) {
  const { t } = useLingui();
  const { analysis, state } = useUploadAnalysis(uploadId);
  const [edited, setEdited] = useState(false);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const detected = analysis?.detected_bpm ? String(Math.round(analysis.detected_bpm)) : null;
  // Filled once per upload; the value lives in the form above, so this waits for the render to finish.
  useEffect(() => {
    if (!uploadId || !detected || filledFrom === uploadId || edited || value !== '') return;
    setFilledFrom(uploadId);
    onChange(detected);
  }, [uploadId, detected, filledFrom, edited, value, onChange]);
  const showHint = filledFrom !== null && filledFrom === uploadId && !edited && value === detected;
  return (
    <FormField label={<Trans>BPM</Trans>} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={20}
            max={300}
            value={value}
            w="8rem"
            aria-describedby={
              [control['aria-describedby'], showHint ? `${control.id}-detected` : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              setEdited(true);
              onChange(event.target.value);
            }}
          />
          {showHint && (
            <Text id={`${control.id}-detected`} fontSize="sm" color="muted">
              {t`Detected from your file`}
            </Text>
          )}
          {/* Analysis takes 10 to 15 s after the upload: say it is under way, and when it gives up. */}
          <Text role="status" fontSize="sm" color="muted">
            {state === 'analysing' && value === '' && !edited && t`Analysing your file for its tempo…`}
            {state === 'unavailable' && value === '' && t`The tempo could not be detected: type it in.`}
          </Text>
        </>
      )}
    </FormField>
  );
}

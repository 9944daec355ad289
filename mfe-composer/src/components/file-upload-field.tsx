import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, Box, Button, fileProblem, Flex, Stack, Text, UploadProgressBar } from '@rsm/shared';
import { useId, useState, type ChangeEvent } from 'react';

export interface FileUploadFieldProps<R> {
  label: string;
  accept: string;
  maxBytes: number;
  accepts: (head: Uint8Array) => boolean;
  tooLarge: string;
  wrongType: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<R>;
  onUploaded: (result: R, file: File) => void;
  /** Names the file already uploaded, if any. */
  current?: string;
}

/** Out of sight, still focusable and still the target of the labels' clicks. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A file input that checks the file's size and first bytes at once, uploads it with a progress bar and names the
 * problem in the reader's language: too large, wrong type, or the server's refusal.
 */
export function FileUploadField<R>(props: FileUploadFieldProps<R>) {
  const { t } = useLingui();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setDone(null);
    const problem = await fileProblem(file, { maxBytes: props.maxBytes, accepts: props.accepts });
    if (problem === 'too-large') return setError(props.tooLarge);
    if (problem) return setError(props.wrongType);
    setProgress(0);
    try {
      const result = await props.upload(file, setProgress);
      setDone(file.name);
      props.onUploaded(result, file);
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        status === 413
          ? props.tooLarge
          : status === 415
            ? props.wrongType
            : t`The upload failed. Please try again.`,
      );
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack gap="1">
      <Box asChild fontWeight="600" fontSize="sm">
        <label htmlFor={id}>{props.label}</label>
      </Box>
      {/* The browser's own file input speaks the browser's language ("Choose File", "No file chosen"): it stays the
          control (focus, keyboard, screen readers, drops) but is drawn as the site's button, in the site's words. */}
      <Flex
        position="relative"
        alignItems="center"
        gap="3"
        flexWrap="wrap"
        css={{
          '& input:focus-visible + label > span': {
            outline: '2px solid',
            outlineColor: 'brand.600',
            outlineOffset: '2px',
          },
        }}
      >
        <input
          id={id}
          type="file"
          accept={props.accept}
          disabled={uploading}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void choose(event)}
          style={VISUALLY_HIDDEN}
        />
        <label htmlFor={id} aria-hidden="true">
          <Button asChild variant="outline" size="sm" aria-disabled={uploading || undefined}>
            <span>
              <Trans>Choose a file</Trans>
            </span>
          </Button>
        </label>
        {!uploading && !error && !(done ?? props.current) && (
          <Text fontSize="sm" color="muted" aria-hidden="true">
            <Trans>No file chosen</Trans>
          </Text>
        )}
      </Flex>
      {uploading && (
        <Stack gap="1">
          <UploadProgressBar percent={percent} />
          <Text fontSize="sm" color="muted">
            <Trans>Uploading… {percent} %</Trans>
          </Text>
        </Stack>
      )}
      {error && (
        <Text id={`${id}-error`} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
      {(done ?? props.current) && !uploading && !error && (
        <Text fontSize="sm" color="success">
          <Trans>Uploaded: {done ?? props.current}</Trans>
        </Text>
      )}
    </Stack>
  );
}

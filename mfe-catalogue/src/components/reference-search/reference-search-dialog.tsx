import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isLoggedIn,
  ApiError,
  AUDIO_ACCEPT,
  Box,
  Button,
  Dialog,
  fileProblem,
  looksLikeAudio,
  LoginPrompt,
  paths,
  REFERENCE_MAX_BYTES,
  Span,
  Stack,
  Text,
  useNavigate,
  UploadProgressBar,
  type FileProblem,
} from '@rsm/shared';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { searchByReference } from './api/search-by-reference';
import { keepReferenceResults } from './reference-results';

export interface ReferenceSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the results page opened (the host closes its mobile search overlay). */
  onSearched?: () => void;
}

type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; fraction: number; fileName: string }
  | { step: 'listening'; fileName: string };

/**
 * "Search with a reference track": a file dropped or picked (MP3, WAV or AIFF up to 50 MB, checked here first), sent
 * with its progress shown, analysed by the API and forgotten; the ranked tracks open on the search page.
 */
export function ReferenceSearchDialog({ open, onClose, onSearched }: ReferenceSearchDialogProps) {
  const { t } = useLingui();
  const loggedIn = useStore($isLoggedIn);
  const onDone = () => {
    onClose();
    onSearched?.();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t`Search with a reference track`} maxWidth="34rem">
      {loggedIn ? <ReferenceSearchForm onDone={onDone} /> : <SignInToSearch onLeave={onDone} />}
    </Dialog>
  );
}

/**
 * Analysing a file costs the server seconds, so it is for customers, as downloads are: a visitor is asked to log in
 * (and come back to this page) or to create an account. Following either link closes the dialog.
 */
function SignInToSearch({ onLeave }: { onLeave: () => void }) {
  return (
    <Box onClick={(event) => (event.target as HTMLElement).closest('a') && onLeave()}>
      <LoginPrompt>
        <Trans>Log in to find tracks that sound like a piece of music of yours.</Trans>
      </LoginPrompt>
    </Box>
  );
}

function ReferenceSearchForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // Closing the dialog stops an upload under way.
  useEffect(() => () => abort.current?.abort(), []);

  const problemMessage = (problem: FileProblem) =>
    problem === 'too-large'
      ? t`This file is larger than 50 MB. Choose a shorter excerpt.`
      : problem === 'empty'
        ? t`This file is empty.`
        : t`This file is not an MP3, WAV or AIFF audio file.`;

  const search = async (file: File) => {
    setError(null);
    const problem = await fileProblem(file, { maxBytes: REFERENCE_MAX_BYTES, accepts: looksLikeAudio });
    if (problem) return setError(problemMessage(problem));
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: 'uploading', fraction: 0, fileName: file.name });
    try {
      const tracks = await searchByReference(
        file,
        (fraction) =>
          setPhase(
            fraction >= 1
              ? { step: 'listening', fileName: file.name }
              : { step: 'uploading', fraction, fileName: file.name },
          ),
        controller.signal,
      );
      const id = keepReferenceResults({ fileName: file.name, tracks });
      void navigate(paths.soundsLikeReference(id));
      onDone();
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(
        failure instanceof ApiError && failure.status > 0
          ? failure.message
          : t`The file could not be sent: check your connection and try again.`,
      );
    } finally {
      setPhase({ step: 'idle' });
    }
  };

  const busy = phase.step !== 'idle';
  const percent = phase.step === 'uploading' ? Math.round(phase.fraction * 100) : 100;
  const fileName = phase.step === 'idle' ? '' : phase.fileName;
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void search(file);
  };

  return (
    <Stack gap="4">
      <Text id={hintId} color="muted" fontSize="sm">
        <Trans>
          Find tracks that sound like a piece of music of yours: an MP3, WAV or AIFF file up to 50 MB. It is
          analysed and then forgotten, never stored.
        </Trans>
      </Text>
      <Box
        asChild
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="2"
        minH="32"
        p="4"
        textAlign="center"
        border="2px dashed"
        borderColor={over ? 'brand.600' : 'line'}
        bg={over ? 'brand.50' : 'surface'}
        borderRadius="md"
        cursor={busy ? 'progress' : 'pointer'}
        onDragOver={(event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>
          <Span fontWeight="600">
            <Trans>Drop an audio file here or choose one</Trans>
          </Span>
          <input
            id={inputId}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={busy}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void search(file);
            }}
          />
        </label>
      </Box>
      {busy && (
        <Stack gap="1" aria-live="polite">
          <UploadProgressBar percent={percent} />
          <Text fontSize="sm">
            {phase.step === 'uploading' ? (
              <Trans>
                Sending {fileName}: {percent} %
              </Trans>
            ) : (
              <Trans>Listening to {fileName}…</Trans>
            )}
          </Text>
        </Stack>
      )}
      {error && (
        <Text id={errorId} role="alert" color="danger" fontSize="sm">
          {error}
        </Text>
      )}
      {busy && (
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => abort.current?.abort()}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </Stack>
  );
}

import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DetectedBpmField } from './detected-bpm-field';

const UPLOAD = '3f0c2a52-9c1e-4a57-8f4e-0d8a3e2b1c10';

function Form({ initial = '' }: { initial?: string }) {
  const [bpm, setBpm] = useState(initial);
  return <DetectedBpmField uploadId={UPLOAD} value={bpm} onChange={setBpm} />;
}

const analysis = (status: 'pending' | 'done', bpm: number | null) => ({
  upload: {
    id: UPLOAD,
    filename: 'demo.wav',
    format: 'wav',
    size: 10,
    peaks: null,
    analysis: { status, detected_bpm: bpm, detected_key: bpm ? 'A minor' : null, loudness_lufs: null },
  },
});

describe('DetectedBpmField', () => {
  let answers: unknown[];
  const network = fakeNetwork({
    [`GET /v1_rsm/uploads/${UPLOAD}`]: () => (answers.length > 1 ? answers.shift() : answers[0]),
  });
  beforeEach(() => {
    answers = [analysis('pending', null), analysis('done', 118.4)];
  });

  const field = () => screen.getByRole('spinbutton', { name: 'BPM' }) as HTMLInputElement;

  it("asks for the upload's analysis until it is done, then fills the empty field with a hint", async () => {
    render(<Form />, { wrapper: TestProviders });
    // While the analysis runs, the composer sees that it does.
    expect(screen.getByRole('status').textContent).toBe('Analysing your file for its tempo…');
    await waitFor(() => expect(field().value).toBe('118'), { timeout: 4000 });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(network.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Detected from your file')).toBeTruthy();
    expect(field().getAttribute('aria-describedby')).toContain(
      screen.getByText('Detected from your file').id,
    );
    // Still the composer's to change; the hint goes once they do.
    fireEvent.change(field(), { target: { value: '120' } });
    expect(field().value).toBe('120');
    expect(screen.queryByText('Detected from your file')).toBeNull();
    // The poll is a second apart: on a loaded machine the wait takes longer than jest's default 5 s.
  }, 10_000);

  it('never replaces what the composer typed', async () => {
    answers = [analysis('done', 118.4)];
    render(<Form />, { wrapper: TestProviders });
    fireEvent.change(field(), { target: { value: '96' } });
    await waitFor(() => expect(network.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field().value).toBe('96');
    expect(screen.queryByText('Detected from your file')).toBeNull();
  });

  it('says when the tempo could not be detected, so the composer types it', async () => {
    answers = [
      {
        upload: {
          ...analysis('done', null).upload,
          analysis: { ...analysis('done', null).upload.analysis, status: 'failed' },
        },
      },
    ];
    render(<Form />, { wrapper: TestProviders });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The tempo could not be detected: type it in.'),
    );
    expect(field().value).toBe('');
  });

  it('leaves a value already there alone', async () => {
    answers = [analysis('done', 118.4)];
    render(<Form initial="100" />, { wrapper: TestProviders });
    await waitFor(() => expect(network.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field().value).toBe('100');
  });
});

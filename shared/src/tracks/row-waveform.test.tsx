import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { $currentItem, $playing, $seekRequest, clearQueue, reportProgress } from '../bus/player-store';
import { TestProviders } from '../testing';
import { fakeNetwork } from '../testing/fake-network';
import { trackFixture } from '../testing/fixtures';
import { TrackTable } from './track-table';
import { $trackView } from './view-mode';

const network = fakeNetwork({ 'GET /media/tracks/:id/peaks.json': () => [0.2, 1, 0.5, 0.7] });
const peaksUrl = (id: number) => `http://api.test/media/tracks/${id}/peaks.json`;

beforeEach(() => {
  clearQueue();
  $trackView.set('tabelar');
});

const tracks = () => [
  trackFixture(1, 'Neon Rain', { peaks_url: peaksUrl(1), length: 200 }),
  trackFixture(2, 'Low Sun', { peaks_url: peaksUrl(2), length: 120 }),
  trackFixture(3, 'Tide', { peaks_url: null }),
];

const renderTable = () =>
  render(
    <TestProviders>
      <TrackTable tracks={tracks()} />
    </TestProviders>,
  );

/** The waveform of a row, 400 px wide from x = 100. */
async function waveformOf(container: HTMLElement, trackId: number): Promise<HTMLElement> {
  const wave = container.querySelector<HTMLElement>(`tr[data-track-id="${trackId}"] .rsm-tt-wave`);
  if (!wave) throw new Error(`no waveform in row ${trackId}`);
  await waitFor(() => expect(wave.querySelector('svg')).not.toBeNull());
  jest.spyOn(wave, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400 } as DOMRect);
  return wave;
}

describe('the waveform in a track row', () => {
  it("draws each row's peaks from the server, hidden from assistive technology, and nothing for a track without", async () => {
    const { container } = renderTable();
    const wave = await waveformOf(container, 1);
    expect(wave.getAttribute('aria-hidden')).toBe('true');
    expect(wave.querySelector('path')?.getAttribute('d')).toContain('M1.15 0h0.7v1h-0.7z');
    expect(network.calls.map(({ path }) => path).sort()).toEqual([
      '/media/tracks/1/peaks.json',
      '/media/tracks/2/peaks.json',
    ]);
    expect(container.querySelector('tr[data-track-id="3"] .rsm-tt-wave svg')).toBeNull();
  });

  it('plays a track from where its waveform is clicked, once its audio has loaded', async () => {
    const { container } = renderTable();
    const wave = await waveformOf(container, 2);
    fireEvent.click(wave, { clientX: 200 });
    expect([$currentItem.get()?.id, $playing.get()]).toEqual(['track-2', true]);
    // The seek waits for the new file: applied now, it would move the file before it. It is a share of the file's own
    // duration (100 s), which can differ from the catalogue's length (120 s).
    expect($seekRequest.get()).toBeNull();
    act(() => reportProgress(0, 100));
    expect($seekRequest.get()?.time).toBe(25);
  });

  it('moves the current track to where its waveform is clicked, and resumes it', async () => {
    const { container } = renderTable();
    const wave = await waveformOf(container, 1);
    fireEvent.click(wave, { clientX: 100 });
    act(() => reportProgress(0, 200));
    act(() => $playing.set(false));
    fireEvent.click(wave, { clientX: 400 });
    expect($seekRequest.get()?.time).toBe(150);
    expect([$currentItem.get()?.id, $playing.get()]).toEqual(['track-1', true]);
  });
});

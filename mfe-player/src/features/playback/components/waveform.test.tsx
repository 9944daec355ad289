import { $currentTime, $seekRequest, clearQueue, playList, reportProgress } from '@rsm/shared';
import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SeekBar } from './seek-bar';

describe('waveform', () => {
  const network = fakeNetwork({ 'GET /media/tracks/:id/peaks.json': () => [0.2, 1, 0.5, 0.7] });

  it("loads the current track's peaks, highlights what has played and seeks where it is clicked", async () => {
    class PointerEventPolyfill extends MouseEvent {
      pointerId = 1;
    }
    Object.assign(window, { PointerEvent: PointerEventPolyfill });
    clearQueue();
    act(() =>
      playList(
        [
          {
            id: 'track-1',
            title: 'One',
            audioUrl: '/a.mp3',
            peaksUrl: 'http://media.test/media/tracks/1/peaks.json',
          },
        ],
        0,
      ),
    );
    act(() => reportProgress(30, 120));
    const { container } = render(<SeekBar waveform />, { wrapper: TestProviders });
    const clip = await screen.findByText((_, element) => element?.tagName === 'rect');
    expect(network.calls[0]?.url).toBe('http://media.test/media/tracks/1/peaks.json');
    expect(clip.getAttribute('width')).toBe('1'); // a quarter of 4 peaks
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeTruthy();

    const wave = container.querySelector('[aria-hidden="true"] svg')!.parentElement!;
    wave.getBoundingClientRect = () => ({
      left: 0,
      width: 400,
      top: 0,
      height: 32,
      right: 400,
      bottom: 32,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    act(() => {
      fireEvent.pointerDown(wave, { clientX: 200, button: 0 });
      fireEvent.pointerMove(wave, { clientX: 300 });
    });
    expect(clip.getAttribute('width')).toBe('3');
    expect($currentTime.get()).toBe(30); // not yet: seeking happens on release
    act(() => {
      fireEvent.pointerUp(wave, { clientX: 300 });
    });
    expect($seekRequest.get()?.time).toBe(90);
  });
});

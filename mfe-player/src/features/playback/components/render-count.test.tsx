import { useStore } from '@nanostores/react';
import { $currentItem, $playing, clearQueue, playList, reportProgress } from '@rsm/shared';
import { TestProviders, playableItemFixture } from '@rsm/shared/testing';
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { NowPlaying } from './now-playing';
import { TransportControls } from './transport-controls';

/** What a track table's row does: it shows whether its track is the playing one, nothing about time. */
function TrackRowLike({ id }: { id: string }) {
  const current = useStore($currentItem);
  const playing = useStore($playing);
  return <span>{current?.id === id && playing ? 'playing' : 'idle'}</span>;
}

describe('time updates re-render only the player', () => {
  beforeEach(() => clearQueue());

  it('leaves components that read the current item and playing state alone while time advances', () => {
    act(() => playList([playableItemFixture(1), playableItemFixture(2)], 0));
    const renders: Record<string, number> = {};
    const count = (id: string) => {
      renders[id] = (renders[id] ?? 0) + 1;
    };
    render(
      <>
        <Profiler id="row" onRender={count}>
          <TrackRowLike id="track-1" />
        </Profiler>
        <Profiler id="transport" onRender={count}>
          <TransportControls />
        </Profiler>
        <Profiler id="now-playing" onRender={count}>
          <NowPlaying />
        </Profiler>
      </>,
      { wrapper: TestProviders },
    );
    const before = { ...renders };
    act(() => {
      for (let tick = 1; tick <= 200; tick += 1) reportProgress(tick / 4, 180);
    });
    expect(renders).toEqual(before);
    // They still follow what they do read.
    act(() => playList([playableItemFixture(1), playableItemFixture(2)], 1));
    expect(renders.row).toBeGreaterThan(before.row!);
  });
});

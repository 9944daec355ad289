import { $currentItem, $muted, $volume, clearQueue, playList } from '@rsm/shared';
import { TestProviders, playableItemFixture } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';

describe('transport controls', () => {
  beforeEach(() => clearQueue());

  it('disables play without a track and previous/next without a neighbour', () => {
    render(<TransportControls />, { wrapper: TestProviders });
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('walks the queue with next and previous', () => {
    playList([playableItemFixture(1), playableItemFixture(2)], 0);
    render(<TransportControls />, { wrapper: TestProviders });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect($currentItem.get()?.id).toBe('track-2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect($currentItem.get()?.id).toBe('track-1');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});

describe('volume control', () => {
  it('shows the volume from 0 to 100 in steps of 5 and stores it from 0 to 1', () => {
    $volume.set(0.5);
    $muted.set(false);
    render(<VolumeControl />, { wrapper: TestProviders });
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('50');
    expect(slider.step).toBe('5');
    fireEvent.change(slider, { target: { value: '35' } });
    expect($volume.get()).toBe(0.35);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect($muted.get()).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });
});

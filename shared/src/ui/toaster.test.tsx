import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { toast, Toaster } from './toaster';

describe('the toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderToaster = () =>
    render(
      <TestProviders>
        <Toaster />
      </TestProviders>,
    );

  it('shows a toast for its duration, and as long as the pointer rests on it', () => {
    renderToaster();
    act(() => void toast.success('Track has been added to playlist.', 500));
    const shown = screen.getByRole('status');
    expect(shown.textContent).toContain('Track has been added to playlist.');
    fireEvent.mouseEnter(shown);
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.mouseLeave(shown);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes after its own duration when nothing holds it', () => {
    renderToaster();
    act(() => void toast.error('Failed to add track to playlist.'));
    act(() => jest.advanceTimersByTime(3_999));
    expect(screen.getByRole('alert').textContent).toContain('Failed to add track to playlist.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

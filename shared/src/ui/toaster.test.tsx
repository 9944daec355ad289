import { act, render, screen } from '@testing-library/react';
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

  it('shows a toast for the duration it was given', () => {
    renderToaster();
    act(() => void toast.success('Track has been added to playlist.', 500));
    expect(screen.getByRole('status').textContent).toContain('Track has been added to playlist.');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error for its default duration, as an alert', () => {
    renderToaster();
    act(() => void toast.error('Failed to add track to playlist.'));
    act(() => jest.advanceTimersByTime(3_999));
    expect(screen.getByRole('alert').textContent).toContain('Failed to add track to playlist.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { Dialog } from './dialog';
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

  it('shows toasts inside an open modal dialog, and on the page again once it closes', () => {
    const page = (open: boolean) => (
      <TestProviders>
        <Toaster />
        <Dialog open={open} onClose={jest.fn()} title="Send playlist">
          <p>Choose addresses</p>
        </Dialog>
      </TestProviders>
    );
    const { rerender } = render(page(true));
    act(() => void toast.success('Link copied to clipboard'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('dialog').contains(screen.getByRole('status'))).toBe(true);
    rerender(page(false));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

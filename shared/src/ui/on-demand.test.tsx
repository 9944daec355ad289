import { act, render, screen } from '@testing-library/react';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('shows nothing until the code is in, offers a retry when its load fails, and loads it once', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(({ name }: { name: string }) => <p>Hello {name}</p>);
    const greeting = onDemand<{ name: string }>(load);
    function Host({ wanted }: { wanted: boolean }) {
      const { Component, failed, retry } = greeting.useComponent(wanted);
      if (Component) return <Component name="Ana" />;
      return failed ? (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ) : (
        <p>Loading</p>
      );
    }
    const { rerender } = render(<Host wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host wanted />);
    expect(screen.getByText('Loading')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    act(() => retry.click());
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    render(<Host wanted />);
    expect(screen.getAllByText('Hello Ana')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

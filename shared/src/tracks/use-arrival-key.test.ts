import { renderHook } from '@testing-library/react';
import { useArrivalKey } from './use-arrival-key';

describe('useArrivalKey', () => {
  it('stays while rows leave or move, and changes when a row arrives', () => {
    const { result, rerender } = renderHook(({ ids }) => useArrivalKey(ids), {
      initialProps: { ids: [1, 2, 3] },
    });
    const first = result.current;
    rerender({ ids: [1, 3] });
    expect(result.current).toBe(first);
    rerender({ ids: [3, 1] });
    expect(result.current).toBe(first);
    rerender({ ids: [4, 5, 6] });
    expect(result.current).not.toBe(first);
  });
});

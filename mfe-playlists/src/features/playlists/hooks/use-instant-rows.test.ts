import { act, renderHook } from '@testing-library/react';
import { useInstantRows } from './use-instant-rows';

describe('useInstantRows', () => {
  const original = [1, 2, 3];

  it('shows a change at once, and each further change on top of it', () => {
    const { result } = renderHook(({ rows }) => useInstantRows(rows), { initialProps: { rows: original } });
    act(() => result.current[1]((rows) => rows.filter((id) => id !== 2)));
    expect(result.current[0]).toEqual([1, 3]);
    act(() => result.current[1]((rows) => [...rows].reverse()));
    expect(result.current[0]).toEqual([3, 1]);
  });

  it('gives way to the rows given next, and does not come back when the first rows are restored', () => {
    const { result, rerender } = renderHook(({ rows }) => useInstantRows(rows), {
      initialProps: { rows: original },
    });
    act(() => result.current[1]((rows) => rows.filter((id) => id !== 2)));
    const cached = [1, 3];
    rerender({ rows: cached });
    expect(result.current[0]).toBe(cached);
    // The server refused: the cache puts back the very array it started from.
    rerender({ rows: original });
    expect(result.current[0]).toBe(original);
  });
});

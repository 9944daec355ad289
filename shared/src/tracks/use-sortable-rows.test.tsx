import { render, screen, waitFor, within } from '@testing-library/react';
import type { SortableEvent, Options } from 'sortablejs';
import { TestProviders } from '../testing';
import { trackFixture } from '../testing/fixtures';
import { TrackTable } from './track-table';
import { $trackView } from './view-mode';

const created: { element: HTMLElement; options: Options }[] = [];
jest.mock('sortablejs', () => ({
  __esModule: true,
  default: {
    create: (element: HTMLElement, options: Options) => {
      created.push({ element, options });
      return { destroy: jest.fn() };
    },
  },
}));

const three = () => [trackFixture(1, 'Neon Rain'), trackFixture(2, 'Low Sun'), trackFixture(3, 'Tide')];
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

describe('dragging rows (sortablejs)', () => {
  beforeEach(() => {
    created.length = 0;
    $trackView.set('tabelar');
  });

  it('drags by the handle only, and reports the drop instead of keeping sortable’s DOM move', async () => {
    const onReorder = jest.fn();
    render(<TrackTable tracks={three()} columns="playlist" reorderable onReorder={onReorder} />, {
      wrapper: TestProviders,
    });
    await waitFor(() => expect(created).toHaveLength(1));
    const { element, options } = created[0]!;
    expect(element.tagName).toBe('TBODY');
    expect(options.handle).toBe('[data-drag-handle]');
    expect(element.querySelectorAll(options.handle!)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Reorder Neon Rain' }).matches(options.handle!)).toBe(true);

    // What sortable does on a drop: it has already moved the node; the table puts it back and asks for the move.
    const item = element.children[0] as HTMLElement;
    element.append(item);
    options.onEnd!({
      item,
      from: element,
      to: element,
      oldIndex: 0,
      newIndex: 2,
      oldDraggableIndex: 0,
      newDraggableIndex: 2,
    } as unknown as SortableEvent);
    expect(titles()).toEqual(['Neon Rain', 'Low Sun', 'Tide']);
    expect(onReorder).toHaveBeenCalledWith(1, 2);
  });

  it('is not set up when the table is not reorderable', async () => {
    render(<TrackTable tracks={three()} />, { wrapper: TestProviders });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
  });
});

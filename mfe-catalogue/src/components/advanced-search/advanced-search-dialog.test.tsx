import { fakeNetwork, pagingMetaFixture, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AdvancedSearchDialog } from './advanced-search-dialog';
import { CATEGORIES } from './advanced-search-form';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <AdvancedSearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('AdvancedSearchDialog', () => {
  const network = fakeNetwork({
    'GET /v1/genres': () => ({ genres: [{ id: 1, name: 'Jazz' }] }),
    // The other lookup lists of the categories, keyed by the table's name.
    'GET /v1/:table': ({ params }) => ({ [params.table ?? '']: [] }),
    'GET /v2/composers': () => ({
      composers: [{ id: 1, uuid: 'c', first_name: 'Ana', last_name: 'Lima' }],
      meta: pagingMetaFixture(1),
    }),
    'GET /v1_rsm/tracks/search': () => ({ tracks: [], meta: pagingMetaFixture(3) }),
  });

  const openDialog = () => fireEvent.click(screen.getByRole('button', { name: 'open' }));
  const categorySelects = () => screen.queryAllByRole('combobox', { name: /^Category of row/ });

  it('adds rows up to the number of categories and removes any but the last one', () => {
    render(<Harness />, { wrapper: TestProviders });
    openDialog();
    expect(categorySelects()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove row 1' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add row' }) as HTMLButtonElement;
    for (let i = 1; i < CATEGORIES.length; i += 1) fireEvent.click(add);
    expect(categorySelects()).toHaveLength(CATEGORIES.length);
    expect(add.disabled).toBe(true);
    // Each row offers only its own category once every category is used.
    expect(within(categorySelects()[0]!).getAllByRole('option')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(categorySelects()).toHaveLength(CATEGORIES.length - 1);
    expect(add.disabled).toBe(false);
  });

  it('clears a row when its category changes and starts afresh on each open', async () => {
    render(<Harness />, { wrapper: TestProviders });
    openDialog();
    fireEvent.change(categorySelects()[0]!, { target: { value: 'genres' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Jazz' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), { target: { value: 'Jazz' } });
    expect(screen.getByRole('button', { name: 'Remove Jazz' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.change(categorySelects()[0]!, { target: { value: 'moods' } });
    expect(screen.queryByRole('button', { name: 'Remove Jazz' })).toBeNull();
    expect(submit.disabled).toBe(true);

    fireEvent.change(categorySelects()[0]!, { target: { value: 'genres' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), { target: { value: 'Jazz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    openDialog();
    expect(screen.queryByRole('button', { name: 'Remove Jazz' })).toBeNull();
    expect((categorySelects()[0] as HTMLSelectElement).value).toBe('keywords');
  });

  it('searches composers on the server 250 ms after typing stops', async () => {
    jest.useFakeTimers();
    try {
      render(<Harness />, { wrapper: TestProviders });
      openDialog();
      fireEvent.change(categorySelects()[0]!, { target: { value: 'composers' } });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Composer' }), { target: { value: 'an' } });
      jest.advanceTimersByTime(249);
      const composerCalls = () => network.callsTo('GET /v2/composers');
      expect(composerCalls()).toHaveLength(0);
      jest.advanceTimersByTime(1);
      await waitFor(() => expect(composerCalls()).toHaveLength(1));
      expect(composerCalls()[0]?.query.q).toBe('an');
      fireEvent.click(await screen.findByRole('button', { name: 'Add Ana Lima' }));
      expect(screen.getByRole('button', { name: 'Remove Ana Lima' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});

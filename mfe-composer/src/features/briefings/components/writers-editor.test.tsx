import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { WriterEntry } from '../lib/shares';
import { WritersEditor } from './writers-editor';

const me = {
  id: 7,
  uuid: 'c0c0c0c0-0000-4000-8000-000000000007',
  first_name: 'Lia',
  last_name: 'Moreno',
  ipi: '00123456789',
};
const coWriter = {
  id: 9,
  uuid: 'c0c0c0c0-0000-4000-8000-000000000009',
  first_name: 'Rui',
  last_name: 'Moreira',
  ipi: null,
};
const meta = { total_count: 2, current_page: 1, per_page: 10, total_pages: 1, next: null, prev: null };

function Editor() {
  const [writers, setWriters] = useState<WriterEntry[]>([]);
  return <WritersEditor writers={writers} onChange={setWriters} />;
}

fakeNetwork({
  'GET /v2/customer/composers': () => ({ composers: [me] }),
  'GET /v2/composers': () => ({ composers: [me, coWriter], meta }),
});

describe('WritersEditor', () => {
  it("offers the composer's own name before any search, and adds it with their IPI already confirmed", async () => {
    render(<Editor />, { wrapper: TestProviders });
    const mine = await screen.findByRole('list', { name: 'Your names as a writer' });
    expect(within(mine).getByText('Lia Moreno')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Add Lia Moreno as composer' }));
    const writers = screen.getByRole('list', { name: 'Writers of this track' });
    expect(within(writers).getByText('IPI 00123456789 confirmed')).toBeTruthy();
    expect(within(writers).queryByRole('textbox', { name: 'IPI number of Lia Moreno' })).toBeNull();
    expect(screen.getByText('Total: 100 %')).toBeTruthy();
  });

  it('finds co-writers without repeating the composer, and says where their IPI comes from', async () => {
    render(<Editor />, { wrapper: TestProviders });
    await screen.findByRole('list', { name: 'Your names as a writer' });
    fireEvent.change(screen.getByLabelText('Find a co-writer: composer or lyricist'), {
      target: { value: 'Mor' },
    });
    const matches = await screen.findByRole('list', { name: 'Matching composers' });
    await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(within(matches).getByRole('button', { name: 'Add Rui Moreira as lyricist' }));
    const ipi = screen.getByRole('textbox', { name: 'IPI number of Rui Moreira' });
    const hint = document.getElementById(ipi.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(/IPI number \(9 to 11 digits\).*collecting society.*No IPI yet\?/);
    expect(within(hint).getByRole('link', { name: 'contact us' })).toBeTruthy();
  });
});

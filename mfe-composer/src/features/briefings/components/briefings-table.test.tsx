import { type Briefing, $locale } from '@rsm/shared';
import { briefingFixture, TestProviders } from '@rsm/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { BriefingsTable } from './briefings-table';

const renderTable = (briefings: Briefing[]) =>
  render(
    <TestProviders path="/dashboard/briefings">
      <BriefingsTable briefings={briefings} />
    </TestProviders>,
  );

afterEach(() => {
  $locale.set('en');
});

describe('BriefingsTable', () => {
  it('shows each brief with its status, deadline and submissions', () => {
    renderTable([
      briefingFixture(1, 'Uplifting corporate piano'),
      briefingFixture(2, 'Dark trailer hits', { status: 'closed', submissions_count: 0 }),
    ]);
    const table = screen.getByRole('table', { name: 'Briefings' });
    for (const name of ['Brief', 'Status', 'Deadline', 'Submissions']) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }
    const open = within(table).getByRole('row', { name: /Uplifting corporate piano/ });
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(within(open).getByText('1 March 2025')).toBeTruthy();
    expect(within(open).getByRole('cell', { name: '7' })).toBeTruthy();
    const closed = within(table).getByRole('row', { name: /Dark trailer hits/ });
    expect(within(closed).getByText('Closed')).toBeTruthy();
  });

  it('writes the deadline in Portuguese when the locale is Portuguese', () => {
    renderTable([briefingFixture(1, 'Uplifting corporate piano')]);
    act(() => $locale.set('pt'));
    expect(screen.getByText('1 de março de 2025')).toBeTruthy();
  });

  it('says there is nothing yet when there are no briefs', () => {
    renderTable([]);
    expect(screen.getByText('No items to show here yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { I18nProvider } from '@lingui/react';
import { type Briefing, DesignSystemProvider, i18n, $locale, MemoryRouter } from '@rsm/shared';
import { act, render, screen, within } from '@testing-library/react';
import { BriefingsTable } from './briefings-table';

const briefing = (overrides: Partial<Briefing>): Briefing => ({
  id: 1,
  title: 'Uplifting corporate piano',
  description: '',
  deadline: '2025-03-01',
  status: 'open',
  submissions_count: 7,
  ...overrides,
});

const renderTable = (briefings: Briefing[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={['/dashboard/briefings']}>
          <BriefingsTable briefings={briefings} />
        </MemoryRouter>
      </DesignSystemProvider>
    </I18nProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(() => {
  $locale.set('en');
});

describe('BriefingsTable', () => {
  it('shows each brief with its status, deadline and submissions', () => {
    renderTable([
      briefing({}),
      briefing({ id: 2, title: 'Dark trailer hits', status: 'closed', submissions_count: 0 }),
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
    renderTable([briefing({})]);
    act(() => $locale.set('pt'));
    expect(screen.getByText('1 de março de 2025')).toBeTruthy();
  });

  it('says there is nothing yet when there are no briefs', () => {
    renderTable([]);
    expect(screen.getByText('No items to show here yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { fakeNetwork, pagingMetaFixture, trackFixture } from '@rsm/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSearchPage } from '../testing/render-search-page';

// The answers' schemas are a chunk loaded on first use: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(45_000);

const option = (value: string, count: number, name = value) => ({ value, name, count });
const facets = {
  genres: [option('Corporate', 12), option('Pop', 7), option('Jazz', 3)],
  moods: [option('Happy', 15)],
  instruments: [option('Piano', 9)],
  labels: [option('RSM Classics', 20)],
  key: [option('A minor', 4)],
  vocals: [option('instrumental', 18), option('vocal', 4)],
  bpm: { min: 72.5, max: 128 },
  length: { min: 45, max: 240 },
  total_count: 22,
};
const found = {
  tracks: [trackFixture(1, 'Bright Office'), trackFixture(2, 'Sunny Pitch')],
  meta: pagingMetaFixture(2),
};

/** The `q[...]` pairs of the address the page shows now. */
const address = () => new URLSearchParams(screen.getByTestId('address').textContent!.split('?')[1] ?? '');

describe('the search page filters', () => {
  let answer: Record<string, unknown>;
  const network = fakeNetwork({
    'GET /v1_rsm/tracks/search/facets': () => facets,
    'GET /v1_rsm/tracks/search': () => answer,
  });
  beforeEach(() => {
    answer = found;
  });
  afterEach(() => {
    // A phone's test replaces matchMedia; the others are desktops (no matchMedia).
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  const requested = (path: string) =>
    network.callsTo(`GET ${path}`).map(({ url }) => new URL(url).searchParams);

  it('names each option with its count for the current search, in fieldsets named by facet', async () => {
    renderSearchPage('/search?q[text][]=upbeat');
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    const genre = await within(panel).findByRole('group', { name: 'Genre' });
    expect(within(genre).getByRole('checkbox', { name: 'Corporate, 12 tracks' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'Instrumental, 18 tracks' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'With vocals, 4 tracks' })).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Catalogue' })).toBeTruthy();
    // The BPM range of the results as the inputs' hints.
    expect(within(panel).getByRole('spinbutton', { name: 'BPM from' }).getAttribute('placeholder')).toBe(
      '72',
    );
    expect(within(panel).getByRole('textbox', { name: 'Length to (m:ss)' }).getAttribute('placeholder')).toBe(
      '4:00',
    );
    expect(requested('/v1_rsm/tracks/search/facets')[0]!.getAll('q[text][]')).toEqual(['upbeat']);
  });

  it('puts two genres in the address, asks for their tracks and counts, and checks both', async () => {
    renderSearchPage('/search?q[text][]=upbeat');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Corporate/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Pop/ }));
    expect(address().getAll('q[genres][]')).toEqual(['Corporate', 'Pop']);
    expect(address().getAll('q[text][]')).toEqual(['upbeat']);
    await waitFor(() =>
      expect(requested('/v1_rsm/tracks/search').map((params) => params.getAll('q[genres][]'))).toContainEqual(
        ['Corporate', 'Pop'],
      ),
    );
    expect(
      requested('/v1_rsm/tracks/search/facets').map((params) => params.getAll('q[genres][]')),
    ).toContainEqual(['Corporate', 'Pop']);
    expect((screen.getByRole('checkbox', { name: /^Corporate/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Pop/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Corporate/ }));
    expect(address().getAll('q[genres][]')).toEqual(['Pop']);
  });

  it('shows the active filters as chips that remove them, and Clear all keeps the words', async () => {
    renderSearchPage(
      '/search?q[text][]=upbeat&q[vocals][]=instrumental&q[exclude][]=Drums&q[length][]=60-180&q[key][]=A%20minor',
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove Instrumental' }).textContent).toBe(
      'Instrumental ×',
    );
    expect(within(chips).getByRole('button', { name: 'Remove Without Drums' }).textContent).toBe(
      'Without Drums ×',
    );
    expect(within(chips).getByRole('button', { name: 'Remove 1:00–3:00' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove A minor' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Without Drums' }));
    expect(address().getAll('q[exclude][]')).toEqual([]);
    expect(address().getAll('q[vocals][]')).toEqual(['instrumental']);
    // The panel's checkbox follows the address.
    expect(
      ((await screen.findByRole('checkbox', { name: /^Instrumental/ })) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByTestId('address').textContent).toBe('/search?q%5Btext%5D%5B%5D=upbeat');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('writes a BPM range and a length to the address, and refuses a range whose first end is above the second', async () => {
    renderSearchPage('/search?q[text][]=rain');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'BPM from' }), {
      target: { value: '130' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'BPM to' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply BPM' }));
    expect(screen.getByRole('alert').textContent).toMatch(/the first not above the second/);
    expect(address().getAll('q[bpm][]')).toEqual([]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'BPM from' }), { target: { value: '90' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'BPM to' }), { target: { value: '110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply BPM' }));
    expect(address().getAll('q[bpm][]')).toEqual(['90-110']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Length from (m:ss)' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Length to (m:ss)' }), {
      target: { value: '2:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Length' }));
    expect(address().getAll('q[length][]')).toEqual(['60-150']);
    expect(screen.getByRole('button', { name: 'Remove 90-110 BPM' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 90-110 BPM' }));
    expect((screen.getByRole('spinbutton', { name: 'BPM from' }) as HTMLInputElement).value).toBe('');
    expect(address().getAll('q[length][]')).toEqual(['60-150']);
  });

  it('on a phone, shows the rows first and the filters in a sheet behind a button counting them', async () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    renderSearchPage('/search?q[text][]=upbeat&q[genres][]=Corporate&q[vocals][]=instrumental');
    expect(await screen.findByRole('table', { name: 'Search results' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 2 chosen' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: /^Pop/ }));
    expect(address().getAll('q[genres][]')).toEqual(['Corporate', 'Pop']);
    expect(screen.getByRole('button', { name: 'Filters, 3 chosen' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 2 tracks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how a brief was read, what it leaves out, and why', async () => {
    answer = {
      ...found,
      interpretation: {
        meanings: [
          {
            from: 'upbeat',
            to: [
              { kind: 'moods', value: 'Happy', name: 'Happy' },
              { kind: 'moods', value: 'Uplifting', name: 'Uplifting' },
            ],
          },
          { from: 'instrumental', to: [{ kind: 'vocals', value: 'instrumental', name: 'Instrumental' }] },
        ],
        excluded: [
          { from: 'no drums', term: { kind: 'instruments', value: 'Drums', name: 'Drums' } },
          // Read both ways: said once, as its meaning.
          { from: 'instrumental', term: { kind: 'instruments', value: 'Vocals', name: 'Vocals' } },
        ],
      },
    };
    renderSearchPage('/search?q[text][]=upbeat%20instrumental%20no%20drums');
    expect((await screen.findByTestId('search-interpretation')).textContent).toBe(
      'Showing results for “upbeat”: Happy, Uplifting; “instrumental”: Instrumental; without Drums (“no drums”)',
    );
  });

  it('says when the tracks shown match only part of the search', async () => {
    answer = { ...found, partial: true };
    renderSearchPage('/search?q[text][]=comercial%20de%20comida');
    expect(
      await screen.findByText(
        'No track matches all of your search: showing tracks that match part of it, the closest first.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Bright Office')).toBeTruthy();
  });

  it('says when nothing matches and offers the nearest terms as searches', async () => {
    answer = {
      tracks: [],
      meta: pagingMetaFixture(0),
      nearest: [
        { kind: 'genres', value: 'Corporate', name: 'Corporate' },
        { kind: 'topics', value: 'Business', name: 'Business' },
      ],
    };
    renderSearchPage('/search?q[text][]=corporat%20xyz&q[vocals][]=vocal');
    expect(await screen.findByText('No tracks match “corporat xyz”.')).toBeTruthy();
    const nearest = screen.getByRole('list', { name: 'Nearest terms' });
    expect(within(nearest).getByRole('link', { name: 'Corporate · Genre' }).getAttribute('href')).toBe(
      '/search?q%5Bgenres%5D%5B%5D=Corporate',
    );
    expect(within(nearest).getByRole('link', { name: 'Business · Topic' }).getAttribute('href')).toBe(
      '/search?q%5Btopics%5D%5B%5D=Business',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(address().getAll('q[vocals][]')).toEqual([]);
  });
});

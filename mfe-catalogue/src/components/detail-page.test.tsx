import { ApiError } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { DetailPage } from './detail-page';

function AlbumHarness({ load }: { load: () => Promise<string> }) {
  const album = useQuery({ queryKey: ['album'], queryFn: load });
  return <DetailPage query={album}>{(name) => <h1>{name}</h1>}</DetailPage>;
}

const renderPage = (load: () => Promise<string>) =>
  render(
    <TestProviders>
      <AlbumHarness load={load} />
    </TestProviders>,
  );

describe('DetailPage', () => {
  it('shows the page once it has loaded', async () => {
    renderPage(async () => 'Neon Nights');
    expect(await screen.findByRole('heading', { name: 'Neon Nights' })).toBeTruthy();
  });

  it('shows the not-found page when the API has no such thing', async () => {
    renderPage(async () => {
      throw new ApiError(404, {}, 'Not found');
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('offers to try again after any other failure, and shows the page when that works', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new ApiError(500, {}, 'Boom'));
    load.mockResolvedValue('Neon Nights');
    renderPage(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Neon Nights' })).toBeTruthy();
  });
});

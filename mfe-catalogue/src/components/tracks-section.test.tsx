import { type TrackListResponse } from '@rsm/shared';
import { pagingMetaFixture, TestProviders, trackFixture } from '@rsm/shared/testing';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { TracksSection } from './tracks-section';

const twoPages: TrackListResponse = {
  tracks: [trackFixture(1, 'Neon Rain'), trackFixture(2, 'Low Sun')],
  meta: pagingMetaFixture(4, 1, 2),
};

function PlaylistHarness({ paged }: { paged: boolean }) {
  const tracks = useQuery({ queryKey: ['tracks'], queryFn: async () => twoPages });
  return (
    <TracksSection tracks={tracks} hrefForPage={paged ? (page) => `/playlists/7?page=${page}` : undefined} />
  );
}

const renderSection = (paged: boolean) =>
  render(
    <TestProviders>
      <PlaylistHarness paged={paged} />
    </TestProviders>,
  );

describe('TracksSection', () => {
  it('lists the tracks under their heading, with links to the other pages when paged', async () => {
    renderSection(true);
    expect(screen.getByRole('heading', { name: 'Tracks' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Low Sun' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/playlists/7?page=2');
  });

  it('has no page links for a list shown whole', async () => {
    renderSection(false);
    expect(await screen.findByRole('link', { name: 'Low Sun' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Page 2' })).toBeNull();
  });
});

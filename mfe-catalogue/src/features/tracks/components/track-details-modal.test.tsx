import { $trackDetailsRequest, openTrackDetails, useNavigate } from '@rsm/shared';
import { albumFixture, fakeNetwork, TestProviders, trackFixture } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TrackDetailsModal } from './track-details-modal';

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/albums')}>
      go elsewhere
    </button>
  );
}

describe('TrackDetailsModal', () => {
  const track = trackFixture(7, 'Neon Rain', { directory_with_number: null });
  fakeNetwork({
    'GET /v1_rsm/albums/:uuid': () => ({ album: albumFixture(1, 'Night Drive', { ...track.album }) }),
    'GET /v1_rsm/tracks/7': () => ({ track }),
  });
  beforeEach(() => $trackDetailsRequest.set(null));

  const renderModal = () =>
    render(
      <>
        <TrackDetailsModal />
        <Elsewhere />
      </>,
      { wrapper: TestProviders },
    );

  it('renders nothing until a track is asked for, then loads it into the title', async () => {
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openTrackDetails(7));
    expect(await screen.findByText('RSM 001 Night Drive')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Neon Rain/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show full info' }).getAttribute('href')).toBe('/tracks/7');
  });

  it('copies the track link', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderModal();
    act(() => openTrackDetails(7));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link to Neon Rain' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/tracks/7');
  });

  it('closes on a route change', async () => {
    renderModal();
    act(() => openTrackDetails(7));
    await screen.findByRole('button', { name: 'Copy link to Neon Rain' });
    fireEvent.click(screen.getByRole('button', { name: 'go elsewhere' }));
    expect($trackDetailsRequest.get()).toBeNull();
  });
});

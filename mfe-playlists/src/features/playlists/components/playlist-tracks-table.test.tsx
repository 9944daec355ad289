import { $trackView, TestProviders, trackFixture } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { playlistColumns } from '../../../testing/fixtures';
import { PlaylistTracksTable } from './playlist-tracks-table';

const three = () => [trackFixture(1, 'Neon Rain'), trackFixture(2, 'Low Sun'), trackFixture(3, 'Tide')];

describe('PlaylistTracksTable', () => {
  beforeEach(() => $trackView.set('grid'));

  it('shows the playlist columns in the table views only, whatever view was chosen elsewhere', async () => {
    render(<PlaylistTracksTable tracks={three()} offset={0} onMove={jest.fn()} onRemove={jest.fn()} />, {
      wrapper: TestProviders,
    });
    expect((await screen.findAllByRole('columnheader')).map((header) => header.textContent)).toEqual(
      playlistColumns,
    );
    expect(screen.queryByRole('button', { name: 'Grid view' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Detailed table view' })).toBeTruthy();
  });

  it('turns a keyboard move into page indexes for the page', () => {
    const onMove = jest.fn();
    render(<PlaylistTracksTable tracks={three()} offset={50} onMove={onMove} onRemove={jest.fn()} />, {
      wrapper: TestProviders,
    });
    expect(screen.getByText('51')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Tide' }).closest('tr')!, {
      key: 'ArrowUp',
      altKey: true,
    });
    expect(onMove).toHaveBeenCalledWith(2, 1);
  });

  it('asks to remove a track', () => {
    const onRemove = jest.fn();
    render(<PlaylistTracksTable tracks={three()} offset={0} onMove={jest.fn()} onRemove={onRemove} />, {
      wrapper: TestProviders,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Low Sun' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});

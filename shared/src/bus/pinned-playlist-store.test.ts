import { $pinnedPlaylist, togglePinnedPlaylist, unpinPlaylist } from './pinned-playlist-store';

describe('pinned playlist', () => {
  it('pins a playlist, and selecting the same one again clears it', () => {
    togglePinnedPlaylist({ uuid: 'a', name: 'Trailer picks' });
    expect($pinnedPlaylist.get()?.name).toBe('Trailer picks');
    togglePinnedPlaylist({ uuid: 'b', name: 'Other' });
    expect($pinnedPlaylist.get()?.uuid).toBe('b');
    togglePinnedPlaylist({ uuid: 'b', name: 'Other' });
    expect($pinnedPlaylist.get()).toBeNull();
  });

  it('unpins from the bar', () => {
    togglePinnedPlaylist({ uuid: 'a', name: 'Trailer picks' });
    unpinPlaylist();
    expect($pinnedPlaylist.get()).toBeNull();
  });
});

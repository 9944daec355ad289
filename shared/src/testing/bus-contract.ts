import { BUS_API, type BusPart } from '../bus/contract';
import type { PlayableItem } from '../bus/playable-item';
import { customerFixture } from './fixtures';

/**
 * The bus's contract tests: each remote calls `describeBusContract` in its own unit tests with the parts of the bus
 * it relies on, so a change to a store's name, a value's shape or an action's effect fails the tests of every app
 * that would break (see the change rules in bus/contract.ts). Jest globals: for test files only.
 */
const item = (n: number): PlayableItem => ({
  id: `track-${n}`,
  title: `Track ${n}`,
  audioUrl: `http://api.test/media/tracks/${n}/mp3`,
  trackId: n,
});

const CHECKS: Record<BusPart, () => void> = {
  player() {
    const { stores: s, actions: a } = BUS_API.player;
    beforeEach(() => a.clearQueue());
    it('plays a list from an item, walks it with next and previous, and pauses', () => {
      a.playList([item(1), item(2), item(3)], 1);
      expect(s.$currentItem.get()?.id).toBe('track-2');
      expect(s.$playing.get()).toBe(true);
      expect([s.$hasPrevious.get(), s.$hasNext.get()]).toEqual([true, true]);
      a.next();
      expect(s.$currentIndex.get()).toBe(2);
      a.previous();
      a.togglePlay();
      expect([s.$currentItem.get()?.id, s.$playing.get()]).toEqual(['track-2', false]);
    });
    it('queues without interrupting, and returns to the start when the last track ends', () => {
      a.play(item(1));
      a.addToQueue([item(2)]);
      expect(s.$queue.get().map((queued) => queued.id)).toEqual(['track-1', 'track-2']);
      a.trackEnded();
      expect(s.$currentItem.get()?.id).toBe('track-2');
      a.trackEnded();
      expect([s.$currentIndex.get(), s.$playing.get()]).toEqual([0, false]);
    });
    it('takes the audio element’s progress and asks it to seek', () => {
      a.play(item(1));
      a.reportProgress(12, 95);
      expect([s.$currentTime.get(), s.$duration.get()]).toEqual([12, 95]);
      a.seek(30);
      expect(s.$seekRequest.get()?.time).toBe(30);
    });
    it('seeks a newly played item to a share of its length once its audio has told it, and not another item', () => {
      a.play(item(1));
      a.seekFractionWhenReady('track-1', 0.5);
      expect(s.$seekRequest.get()?.time).not.toBe(40);
      a.reportProgress(0, 80);
      expect(s.$seekRequest.get()?.time).toBe(40);
      a.play(item(2));
      a.seekFractionWhenReady('track-2', 0.25);
      a.play(item(3));
      a.reportProgress(0, 60);
      expect(s.$seekRequest.get()?.time).toBe(40);
    });
    it('keeps volume between 0 and 1, and setting it unmutes', () => {
      a.toggleMute();
      a.setVolume(0.25);
      a.setVolume(3);
      expect([s.$volume.get(), s.$muted.get()]).toEqual([0.25, false]);
    });
    it('clears the queue to nothing playing', () => {
      a.play(item(1));
      a.clearQueue();
      expect([s.$currentItem.get(), s.$playing.get(), s.$queue.get()]).toEqual([null, false, []]);
    });
  },
  pinnedPlaylist() {
    const { stores: s, actions: a } = BUS_API.pinnedPlaylist;
    it('pins a playlist as { uuid, name }; pinning it again or unpinning clears it', () => {
      a.togglePinnedPlaylist({ uuid: 'p1', name: 'Coffee brand spot' });
      expect(s.$pinnedPlaylist.get()).toEqual({ uuid: 'p1', name: 'Coffee brand spot' });
      a.togglePinnedPlaylist({ uuid: 'p1', name: 'Coffee brand spot' });
      expect(s.$pinnedPlaylist.get()).toBeNull();
      a.togglePinnedPlaylist({ uuid: 'p2', name: 'Travel' });
      a.unpinPlaylist();
      expect(s.$pinnedPlaylist.get()).toBeNull();
    });
  },
  auth() {
    const { stores: s, actions: a } = BUS_API.auth;
    it('keeps the four auth headers of an answer, and forgets them on clearAuth', () => {
      const headers: Record<string, string> = {
        'access-token': 't',
        client: 'c',
        uid: 'a@b.c',
        expiry: '9999999999',
      };
      a.rememberAuthHeaders((name) => headers[name]);
      expect(s.$authHeaders.get()).toEqual(headers);
      expect(s.$isLoggedIn.get()).toBe(true);
      a.clearAuth();
      expect([s.$authHeaders.get(), s.$isLoggedIn.get()]).toEqual([null, false]);
    });
  },
  customer() {
    const { stores: s, actions: a } = BUS_API.customer;
    it('publishes the customer (undefined while unknown, null for a visitor) and whether they compose', () => {
      a.publishCustomer(customerFixture({ email: 'composer@demo.test', is_composer: true }));
      expect(s.$customer.get()?.email).toBe('composer@demo.test');
      expect(s.$isComposer.get()).toBe(true);
      a.publishCustomer(null);
      expect([s.$customer.get(), s.$isComposer.get()]).toEqual([null, false]);
      a.publishCustomer(undefined);
    });
  },
  locale() {
    const { stores: s, actions: a } = BUS_API.locale;
    it("switches between 'en' and 'pt'", () => {
      a.setLocale('pt');
      expect(s.$locale.get()).toBe('pt');
      a.setLocale('en');
      expect(s.$locale.get()).toBe('en');
    });
  },
  dialogs() {
    const { stores: s, actions: a } = BUS_API.dialogs;
    it('asks for the add-to-playlist dialog with { kind, id, name } and closes it', () => {
      a.requestAddToPlaylist({ kind: 'album', id: 4, name: 'Night Drive' });
      expect(s.$addToPlaylistRequest.get()).toEqual({ kind: 'album', id: 4, name: 'Night Drive' });
      a.closeAddToPlaylist();
      expect(s.$addToPlaylistRequest.get()).toBeNull();
    });
    it("asks for a track's details by its id and closes them", () => {
      a.openTrackDetails(12);
      expect(s.$trackDetailsRequest.get()).toBe(12);
      a.closeTrackDetails();
      expect(s.$trackDetailsRequest.get()).toBeNull();
    });
  },
};

/** Declares the contract tests of the bus parts an app relies on, in a `describe` named for the bus version. */
export function describeBusContract(parts: readonly BusPart[]): void {
  const { major, minor } = BUS_API.version;
  describe(`the bus API ${major}.${minor}`, () => {
    for (const part of parts) describe(part, CHECKS[part]);
  });
}

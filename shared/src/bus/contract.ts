import * as auth from './auth-store';
import * as customer from './customer-store';
import * as dialogs from './dialog-requests';
import * as locale from './locale-store';
import * as pinned from './pinned-playlist-store';
import * as player from './player-store';

/**
 * The version of the bus's API: the stores and actions below, their names, the shapes of their values and what each
 * action does to them. `@rsm/shared` is one singleton per page, provided by the host, so a remote built against one
 * version of the bus runs against the host's.
 *
 * Change rules:
 * - additive (a new store, action or optional field; an action that does more without undoing what it did) is a
 *   new minor: remotes built earlier keep working;
 * - removing or renaming a store, an action or a field, narrowing a value's type, or changing what an action does
 *   is a new major: keep the old name working beside the new one for one release (remotes are released after the
 *   host, see shared/README.md), and change the contract tests in `testing/bus-contract.ts` in the same commit.
 */
export const BUS_API_VERSION = { major: 1, minor: 1 } as const;

/** The bus as one named API: what each part of it offers to every app. */
export const BUS_API = {
  version: BUS_API_VERSION,
  /** The queue, what plays, its time and volume; the player remote owns the audio element. */
  player: {
    stores: {
      $queue: player.$queue,
      $currentIndex: player.$currentIndex,
      $currentItem: player.$currentItem,
      $playing: player.$playing,
      $autoplay: player.$autoplay,
      $volume: player.$volume,
      $muted: player.$muted,
      $currentTime: player.$currentTime,
      $duration: player.$duration,
      $seekRequest: player.$seekRequest,
      $desktopHidden: player.$desktopHidden,
      $sheetOpened: player.$sheetOpened,
      $hasPrevious: player.$hasPrevious,
      $hasNext: player.$hasNext,
    },
    actions: {
      play: player.play,
      playList: player.playList,
      addToQueue: player.addToQueue,
      pause: player.pause,
      resume: player.resume,
      togglePlay: player.togglePlay,
      next: player.next,
      previous: player.previous,
      trackEnded: player.trackEnded,
      setVolume: player.setVolume,
      toggleMute: player.toggleMute,
      seek: player.seek,
      seekFractionWhenReady: player.seekFractionWhenReady,
      reportProgress: player.reportProgress,
      clearQueue: player.clearQueue,
      setDesktopHidden: player.setDesktopHidden,
      setSheetOpened: player.setSheetOpened,
    },
  },
  /** The playlist new tracks go to with one click. */
  pinnedPlaylist: {
    stores: { $pinnedPlaylist: pinned.$pinnedPlaylist },
    actions: { togglePinnedPlaylist: pinned.togglePinnedPlaylist, unpinPlaylist: pinned.unpinPlaylist },
  },
  /** The session's auth headers, kept from every answer. */
  auth: {
    stores: { $authHeaders: auth.$authHeaders, $isLoggedIn: auth.$isLoggedIn },
    actions: { rememberAuthHeaders: auth.rememberAuthHeaders, clearAuth: auth.clearAuth },
  },
  /** The signed-in customer, published by the host's session. */
  customer: {
    stores: { $customer: customer.$customer, $isComposer: customer.$isComposer },
    actions: { publishCustomer: customer.publishCustomer },
  },
  /** The language of the page and of the API's answers. */
  locale: {
    stores: { $locale: locale.$locale },
    actions: { setLocale: locale.setLocale },
  },
  /** Dialogs any app asks for and one remote renders. */
  dialogs: {
    stores: {
      $addToPlaylistRequest: dialogs.$addToPlaylistRequest,
      $trackDetailsRequest: dialogs.$trackDetailsRequest,
    },
    actions: {
      requestAddToPlaylist: dialogs.requestAddToPlaylist,
      closeAddToPlaylist: dialogs.closeAddToPlaylist,
      openTrackDetails: dialogs.openTrackDetails,
      closeTrackDetails: dialogs.closeTrackDetails,
    },
  },
} as const;

export type BusPart = Exclude<keyof typeof BUS_API, 'version'>;

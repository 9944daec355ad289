import type { RemoteName } from '../config/runtime-config';

/**
 * What each remote exposes to the host and the props each exposed module takes. The host names a module only
 * through this map (`RemoteSlot`, `loadRemoteModule`), and each remote's federation config lists its files by these
 * names (`federationExposes`), so an expose renamed on one side is a type error on the other.
 *
 * Change rules: a new module or a new optional prop is additive; renaming or removing a module, or making a prop
 * required, breaks hosts already released: keep the old name exposed for one release.
 */
export interface SearchBarProps {
  layout?: 'horizontal' | 'vertical' | 'mobile';
  /** Called after a search ran or a suggestion was chosen (the host closes its mobile overlay). */
  onDone?: () => void;
  /** When set, the server's recent searches instead of this device's history. */
  serverRecentSearches?: boolean;
}

/** A module that takes no props from the host (it reads the bus or the URL instead). */
export type NoProps = Record<string, never>;

export interface RemoteExposes {
  catalogue: {
    /** The catalogue's pages (see the route table). */
    routes: NoProps;
    'search-bar': SearchBarProps;
    /** The track details modal, open while `$trackDetailsRequest` is set. */
    'track-details': NoProps;
  };
  player: { player: NoProps };
  playlists: {
    routes: NoProps;
    /** The add-to-playlist dialog, open while `$addToPlaylistRequest` is set. */
    'add-to-playlist': NoProps;
  };
  composer: { routes: NoProps };
}

export type ExposeName<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposeProps<R extends RemoteName, E extends ExposeName<R>> = RemoteExposes[R][E];

/** The `exposes` of a remote's federation config from its files by expose name: every name, no other. */
export function federationExposes<R extends RemoteName>(
  _remote: R,
  files: { [E in ExposeName<R>]: string },
): Record<`./${ExposeName<R>}`, string> {
  return Object.fromEntries(Object.entries(files).map(([name, file]) => [`./${name}`, file])) as Record<
    `./${ExposeName<R>}`,
    string
  >;
}

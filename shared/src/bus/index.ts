export * from './auth-store';
export * from './customer-store';
export * from './dialog-requests';
export * from './locale-store';
export * from './pinned-playlist-store';
export * from './playable-item';
export * from './player-store';
export { persistentAtom } from './persistent-atom';
export { BUS_API, BUS_API_VERSION, type BusPart } from './contract';

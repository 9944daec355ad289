export * from './briefings';
export * from './catalogue';
export * from './common';
export * from './customer';
export * from './playlists';

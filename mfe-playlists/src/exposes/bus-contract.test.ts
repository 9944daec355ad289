import { describeBusContract } from '@rsm/shared/testing';

// The playlists app pins playlists, renders the add-to-playlist dialog, plays playlists and reads the session
// and the customer.
describeBusContract(['pinnedPlaylist', 'dialogs', 'player', 'auth', 'customer']);

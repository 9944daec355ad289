import { describeBusContract } from '@rsm/shared/testing';

// The player owns the audio element behind the player's stores, shows the pinned playlist, asks for the
// add-to-playlist dialog and reads the session and the customer.
describeBusContract(['player', 'pinnedPlaylist', 'dialogs', 'auth', 'customer']);

import { describeBusContract } from '@rsm/shared/testing';

// The catalogue plays and queues tracks, opens the track details and add-to-playlist dialogs, reads the
// customer and the language, and keeps the session's headers of its downloads.
describeBusContract(['player', 'dialogs', 'customer', 'locale', 'auth']);

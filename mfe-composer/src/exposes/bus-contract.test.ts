import { describeBusContract } from '@rsm/shared/testing';

// The composer area reads the session, the customer and the language, and plays a brief's references.
describeBusContract(['auth', 'customer', 'locale', 'player']);

import { describeBusContract } from '../testing/bus-contract';
import { BUS_API } from './contract';

// The shared package holds itself to the whole contract; each app checks the parts it uses.
describeBusContract(['player', 'pinnedPlaylist', 'auth', 'customer', 'locale', 'dialogs']);

describe('the bus contract object', () => {
  it('names every store with a $ and every action as a function', () => {
    for (const [part, api] of Object.entries(BUS_API)) {
      if (part === 'version') continue;
      const { stores, actions } = api as { stores: object; actions: Record<string, unknown> };
      for (const name of Object.keys(stores)) expect(name).toMatch(/^\$/);
      for (const action of Object.values(actions)) expect(typeof action).toBe('function');
    }
  });
});

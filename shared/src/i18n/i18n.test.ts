import { i18n, type Messages } from '@lingui/core';
import { registerCatalog, type CatalogLoader } from './i18n';

describe('registerCatalog', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('loads a catalog once however often it is registered, each registration resolving when its messages are in', async () => {
    const loader = jest.fn<ReturnType<CatalogLoader>, Parameters<CatalogLoader>>(async () => ({
      messages: { greeting: 'Hello from a catalog' },
    }));
    await Promise.all([registerCatalog(loader), registerCatalog(loader)]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.messages.greeting).toBe('Hello from a catalog');
  });

  it('tries again when a catalog that failed to load is registered again', async () => {
    const loader = jest
      .fn<ReturnType<CatalogLoader>, Parameters<CatalogLoader>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ messages: { farewell: 'Back online' } });
    await expect(registerCatalog(loader)).rejects.toThrow('offline');
    await registerCatalog(loader);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.messages.farewell).toBe('Back online');
  });
});

describe('a catalog registered after the first render', () => {
  it('adds its messages to the active locale without a change event (no re-render of every translated component)', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: { first: 'First view' } });
    const changes = jest.fn();
    const stop = i18n.on('change', changes);
    await registerCatalog(async () => ({ messages: { later: 'Arrived later' } }));
    stop();
    expect(changes).not.toHaveBeenCalled();
    expect(i18n.messages.later).toBe('Arrived later');
    expect(i18n.messages.first).toBe('First view');
  });

  it('keeps the messages for their locale when the visitor switched language meanwhile', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    let answer: (catalog: { messages: Messages }) => void = () => undefined;
    const registration = registerCatalog(() => new Promise((resolve) => (answer = resolve)));
    i18n.loadAndActivate({ locale: 'pt', messages: { other: 'Outra' } });
    answer({ messages: { late: 'Late English' } });
    await registration;
    expect(i18n.messages.late).toBeUndefined();
    i18n.activate('en');
    expect(i18n.messages.late).toBe('Late English');
  });
});

import { i18n } from '@lingui/core';
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

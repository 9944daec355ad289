import { browserLocale } from './locale-store';

describe('the first locale', () => {
  it("follows the browser's preference: Portuguese for a pt-BR browser, the first of ours it lists", () => {
    expect(browserLocale(['pt-BR', 'pt', 'en-US', 'en'])).toBe('pt');
    expect(browserLocale(['fr-FR', 'pt-PT', 'en'])).toBe('pt');
    expect(browserLocale(['en-GB', 'pt-BR'])).toBe('en');
    expect(browserLocale(['de-DE'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('starts a first visit from a pt-BR browser in Portuguese, and keeps a language chosen before', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    jest.isolateModules(() => {
      expect((jest.requireActual('./locale-store') as typeof import('./locale-store')).$locale.get()).toBe(
        'pt',
      );
    });
    window.localStorage.setItem('rsm:locale', JSON.stringify('en'));
    jest.isolateModules(() => {
      expect((jest.requireActual('./locale-store') as typeof import('./locale-store')).$locale.get()).toBe(
        'en',
      );
    });
    window.localStorage.removeItem('rsm:locale');
    languages.mockRestore();
  });
});

import { socialLinksFor, type SocialAddresses } from './social-links';

const addresses: SocialAddresses = {
  en: { youtube: 'https://youtube.example/library', facebook: 'https://facebook.example/library', vimeo: '' },
  pt: { instagram: 'https://instagram.example/biblioteca', linkedin: 'javascript:alert(1)' },
};

describe('socialLinksFor', () => {
  it("lists only the networks with an address in the reader's language, in the spec's order", () => {
    expect(socialLinksFor('en', addresses).map((link) => link.name)).toEqual(['Facebook', 'YouTube']);
    expect(socialLinksFor('pt', addresses)).toEqual([
      { network: 'instagram', name: 'Instagram', href: 'https://instagram.example/biblioteca' },
    ]);
  });

  it('leaves out empty and non-https addresses', () => {
    expect(socialLinksFor('en', addresses).some((link) => link.network === 'vimeo')).toBe(false);
    expect(socialLinksFor('pt', addresses).some((link) => link.network === 'linkedin')).toBe(false);
  });

  it('shows nothing when no address is known', () => {
    expect(socialLinksFor('en', { en: {}, pt: {} })).toEqual([]);
  });
});

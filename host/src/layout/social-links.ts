import type { Locale } from '@rsm/shared';

export type SocialNetwork = 'facebook' | 'instagram' | 'vimeo' | 'linkedin' | 'youtube';

export const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'vimeo', 'linkedin', 'youtube'];

/** How each network is named on screen (brand names: the same in every language). */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  vimeo: 'Vimeo',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

export type SocialAddresses = Record<Locale, Partial<Record<SocialNetwork, string>>>;

/**
 * The library's pages on each network, per language (a Portuguese audience may follow other accounts). None are
 * known yet: the footer shows a network only once its address for the reader's language is filled in here.
 */
export const SOCIAL_ADDRESSES: SocialAddresses = { en: {}, pt: {} };

/** The networks with an address in `locale`, in the spec's order; only https addresses are shown. */
export function socialLinksFor(
  locale: Locale,
  addresses: SocialAddresses = SOCIAL_ADDRESSES,
): { network: SocialNetwork; name: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = addresses[locale][network]?.trim();
    return href && href.startsWith('https://') ? [{ network, name: SOCIAL_NAMES[network], href }] : [];
  });
}

import type { Agent, Banner, ContentPage, CrewMember, GlobalFaq, TrustedBy } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { MediaUrls } from '../lib/media-urls';
import type { Language } from '../plugins/language';

/** `<column>_<language>`: the language is a whitelist ('en' | 'pt'), so this is safe to splice into SQL. */
const localized = (column: string, language: Language): string => `${column}_${language}`;

type BannerRow = Omit<Banner, 'image'> & { image_path: string | null };
type TrustedByRow = Omit<TrustedBy, 'logo'> & { has_logo: boolean };

/** Editorial content (pages, FAQs, crew, agents, homepage banners and logos) in the request's language. */
export function contentRepository(db: Pool, urls: MediaUrls) {
  return {
    async page(slug: string, language: Language): Promise<ContentPage | null> {
      const { rows } = await db.query<ContentPage>(
        `SELECT slug, ${localized('title', language)} AS title, ${localized('body', language)} AS body
         FROM pages WHERE slug = $1`,
        [slug],
      );
      return rows[0] ?? null;
    },

    async faqs(language: Language): Promise<GlobalFaq[]> {
      const { rows } = await db.query<GlobalFaq>(
        `SELECT id, ${localized('question', language)} AS question, ${localized('answer', language)} AS answer
         FROM global_faqs ORDER BY position, id`,
      );
      return rows;
    },

    async crew(language: Language): Promise<CrewMember[]> {
      const { rows } = await db.query<Omit<CrewMember, 'photo'>>(
        `SELECT id, name, ${localized('role', language)} AS role, ${localized('bio', language)} AS bio
         FROM crew_members ORDER BY position, id`,
      );
      // No crew photos are stored yet; the front end shows initials for a null url.
      return rows.map((row) => ({ ...row, photo: { url: null } }));
    },

    async agents(language: Language): Promise<Agent[]> {
      const { rows } = await db.query<Agent>(
        `SELECT id, ${localized('country', language)} AS country, name, email, website
         FROM agents ORDER BY ${localized('country', language)}, id`,
      );
      return rows;
    },

    async banners(language: Language): Promise<Banner[]> {
      const { rows } = await db.query<BannerRow>(
        `SELECT id, ${localized('title', language)} AS title, ${localized('subtitle', language)} AS subtitle, link,
           image_path
         FROM banners ORDER BY position, id`,
      );
      return rows.map(({ image_path, ...row }) => ({
        ...row,
        image: {
          url: image_path ? urls.bannerImage(row.id) : null,
          variants: image_path ? urls.pictureVariants('banners', row.id, image_path) : null,
        },
      }));
    },

    async trustedBies(): Promise<TrustedBy[]> {
      const { rows } = await db.query<TrustedByRow>(
        'SELECT id, name, logo_path IS NOT NULL AS has_logo FROM trusted_bies ORDER BY position, id',
      );
      return rows.map(({ has_logo, ...row }) => ({
        ...row,
        logo: { url: has_logo ? urls.trustedByLogo(row.id) : null },
      }));
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;

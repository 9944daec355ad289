import { useLingui } from '@lingui/react/macro';
import { NotFoundPage, paths, SectionTabs, useParams } from '@rsm/shared';
import { PAGE_SLUGS, type PageSlug } from '@rsm/shared/schemas';
import { ContentPage } from '../components/content-page';

const SECTIONS: Record<string, PageSlug> = {
  adverts: PAGE_SLUGS.adverts,
  'film-trailers': PAGE_SLUGS.filmTrailers,
  online: PAGE_SLUGS.online,
  games: PAGE_SLUGS.games,
  ipc: PAGE_SLUGS.ipc,
};

function RatesNav() {
  const { t } = useLingui();
  return (
    <SectionTabs
      label={t`Rates & Licensing`}
      tabs={[
        { to: paths.ratesLicensing(), label: t`Overview`, end: true },
        { to: paths.ratesLicensing('adverts'), label: t`Adverts` },
        { to: paths.ratesLicensing('film-trailers'), label: t`Film trailers` },
        { to: paths.ratesLicensing('online'), label: t`Online` },
        { to: paths.ratesLicensing('games'), label: t`Games` },
        { to: paths.ratesLicensing('ipc'), label: t`IPC` },
      ]}
    />
  );
}

/** /rates-licensing and its sections, each a content page, with the sections as a sub-navigation. */
export function RatesPage() {
  const { section } = useParams();
  const slug = section === undefined ? PAGE_SLUGS.rates : SECTIONS[section];
  if (!slug) return <NotFoundPage />;
  return <ContentPage key={slug} slug={slug} before={<RatesNav />} />;
}

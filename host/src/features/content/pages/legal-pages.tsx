import { PAGE_SLUGS } from '@rsm/shared/schemas';
import { ContentPage } from '../components/content-page';

export const TermsPage = () => <ContentPage slug={PAGE_SLUGS.terms} />;
export const PrivacyPage = () => <ContentPage slug={PAGE_SLUGS.privacy} />;
export const CookiePolicyPage = () => <ContentPage slug={PAGE_SLUGS.cookies} />;

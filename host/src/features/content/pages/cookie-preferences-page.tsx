import { PAGE_SLUGS } from '@rsm/shared/schemas';
import { ContentPage } from '../components/content-page';
import { CookieConsentForm } from '../components/cookie-consent-form';

export function CookiePreferencesPage() {
  return (
    <ContentPage slug={PAGE_SLUGS.cookiePreferences}>
      <CookieConsentForm />
    </ContentPage>
  );
}

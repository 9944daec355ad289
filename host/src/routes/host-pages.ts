import type { RouteIdOf } from '@rsm/shared';
import type { ComponentType } from 'react';

type PageLoader = () => Promise<ComponentType>;

/**
 * The host's page of each route the route table gives the host, each loaded on demand. A route of the host without
 * a page here, or a page for a route it does not own, is a type error.
 */
export const HOST_PAGES: Record<RouteIdOf<'host'>, PageLoader> = {
  login: async () => (await import('../features/auth/login-page')).LoginPage,
  register: async () => (await import('../features/auth/register-page')).RegisterPage,
  oauthCallback: async () => (await import('../features/auth/social-callback-page')).SocialCallbackPage,
  registerVerify: async () => (await import('../features/auth/register-verify-page')).RegisterVerifyPage,
  resetPassword: async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage,
  newPassword: async () => (await import('../features/auth/new-password-page')).NewPasswordPage,
  aboutUs: async () => (await import('../features/content/pages/about-us-page')).AboutUsPage,
  contactUs: async () => (await import('../features/content/pages/contact-us-page')).ContactUsPage,
  faq: async () => (await import('../features/content/pages/faq-page')).FaqPage,
  ratesLicensing: async () => (await import('../features/content/pages/rates-page')).RatesPage,
  termsAndConditions: async () => (await import('../features/content/pages/legal-pages')).TermsPage,
  privacyPolicy: async () => (await import('../features/content/pages/legal-pages')).PrivacyPage,
  cookiePolicy: async () => (await import('../features/content/pages/legal-pages')).CookiePolicyPage,
  cookiePreferences: async () =>
    (await import('../features/content/pages/cookie-preferences-page')).CookiePreferencesPage,
  dashboard: async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
  releaseHealth: async () =>
    (await import('../features/release-health/release-health-page')).ReleaseHealthPage,
  history: async () => (await import('../features/history/history-page')).HistoryPage,
  accountComposers: async () =>
    (await import('../features/account/composer-profile-page')).ComposerProfilePage,
  accountPayment: async () => (await import('../features/account/payment-page')).PaymentPage,
  account: async () => (await import('../features/account/account-page')).AccountPage,
  profile: async () => (await import('../features/account/profile-page')).ProfilePage,
};

import { Layout } from '../layout/layout';
import { OwnedRoute } from './owned-route';
import { createBrowserRouter } from '@rsm/shared';

/**
 * The host's own pages are listed here, each loaded on demand; every other path goes to the remote that owns it
 * (see routeOwner in @rsm/shared), mounted at the root so the remote matches full paths with its own <Routes>.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('../features/auth/register-page')).RegisterPage }),
      },
      {
        path: '/oauth/callback',
        lazy: async () => ({
          Component: (await import('../features/auth/social-callback-page')).SocialCallbackPage,
        }),
      },
      {
        path: '/register/verify',
        lazy: async () => ({
          Component: (await import('../features/auth/register-verify-page')).RegisterVerifyPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: '/new-password',
        lazy: async () => ({
          Component: (await import('../features/auth/new-password-page')).NewPasswordPage,
        }),
      },
      {
        path: '/about-us',
        lazy: async () => ({
          Component: (await import('../features/content/pages/about-us-page')).AboutUsPage,
        }),
      },
      {
        path: '/contact-us',
        lazy: async () => ({
          Component: (await import('../features/content/pages/contact-us-page')).ContactUsPage,
        }),
      },
      {
        path: '/faq',
        lazy: async () => ({ Component: (await import('../features/content/pages/faq-page')).FaqPage }),
      },
      {
        path: '/rates-licensing/:section?',
        lazy: async () => ({ Component: (await import('../features/content/pages/rates-page')).RatesPage }),
      },
      {
        path: '/terms-and-conditions',
        lazy: async () => ({ Component: (await import('../features/content/pages/legal-pages')).TermsPage }),
      },
      {
        path: '/privacy-policy',
        lazy: async () => ({
          Component: (await import('../features/content/pages/legal-pages')).PrivacyPage,
        }),
      },
      {
        path: '/cookie-policy',
        lazy: async () => ({
          Component: (await import('../features/content/pages/legal-pages')).CookiePolicyPage,
        }),
      },
      {
        path: '/cookie-preferences',
        lazy: async () => ({
          Component: (await import('../features/content/pages/cookie-preferences-page'))
            .CookiePreferencesPage,
        }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({
          Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
        }),
      },
      {
        path: '/dashboard/releases',
        lazy: async () => ({
          Component: (await import('../features/release-health/release-health-page')).ReleaseHealthPage,
        }),
      },
      {
        path: '/dashboard/history',
        lazy: async () => ({ Component: (await import('../features/history/history-page')).HistoryPage }),
      },
      {
        path: '/dashboard/account/composers',
        lazy: async () => ({
          Component: (await import('../features/account/composer-profile-page')).ComposerProfilePage,
        }),
      },
      {
        path: '/dashboard/account/payment',
        lazy: async () => ({ Component: (await import('../features/account/payment-page')).PaymentPage }),
      },
      {
        path: '/dashboard/account',
        lazy: async () => ({ Component: (await import('../features/account/account-page')).AccountPage }),
      },
      {
        path: '/profile',
        lazy: async () => ({ Component: (await import('../features/account/profile-page')).ProfilePage }),
      },
      { path: '*', element: <OwnedRoute /> },
    ],
  },
]);

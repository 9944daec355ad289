export { analyticsAllowed, trackEvent, userType, type ContentGroup } from './analytics';
export { $cookieConsent, saveCookieConsent, type CookieConsent } from './cookie-consent';

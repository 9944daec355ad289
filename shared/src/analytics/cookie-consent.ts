import { persistentAtom } from '../bus/persistent-atom';

export interface CookieConsent {
  analytics: boolean;
  /** When the choice was saved (ISO date), or null while none has been made. */
  savedAt: string | null;
}

const isConsent = (value: unknown): value is CookieConsent =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as CookieConsent).analytics === 'boolean' &&
  ((value as CookieConsent).savedAt === null || typeof (value as CookieConsent).savedAt === 'string');

/** The visitor's cookie choice, remembered on this device. Analytics stays off until allowed. */
export const $cookieConsent = persistentAtom<CookieConsent>(
  'rsm:cookie-consent',
  { analytics: false, savedAt: null },
  isConsent,
);

export function saveCookieConsent(analytics: boolean, now = new Date()): void {
  $cookieConsent.set({ analytics, savedAt: now.toISOString() });
}

import { persistentAtom } from './persistent-atom';

export const LOCALES = ['en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Accept-Language value the content server expects for each locale (spec §9). */
export const LOCALE_HEADER: Record<Locale, string> = { en: 'ENRSM', pt: 'PTRSM' };

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pt: 'Português' };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const $locale = persistentAtom<Locale>('rsm:locale', 'en', isLocale);

export function setLocale(locale: Locale): void {
  if (isLocale(locale)) $locale.set(locale);
}

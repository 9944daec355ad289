import { persistentAtom } from './persistent-atom';

export const LOCALES = ['en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Accept-Language value the content server expects for each locale. */
export const LOCALE_HEADER: Record<Locale, string> = { en: 'ENRSM', pt: 'PTRSM' };

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pt: 'Português' };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The browser's preferred language among ours (pt-BR, pt, en-GB…), English when it prefers neither: what a first
 * visit shows. A language chosen on the site is stored and wins from then on.
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Locale {
  for (const language of languages) {
    const base = language?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

export const $locale = persistentAtom<Locale>('rsm:locale', browserLocale(), isLocale);

export function setLocale(locale: Locale): void {
  if (isLocale(locale)) $locale.set(locale);
}

import { i18n, type Messages } from '@lingui/core';
import { $locale, type Locale } from '../bus/locale-store';
import { messages as englishMessages } from '../locales/en/messages';
import { pluralForm } from './format';

/** Loads one app's compiled catalog for a locale, e.g. `(locale) => import(`../locales/${locale}/messages.ts`)`. */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

/**
 * The loader of an app whose English messages ship inside its code: English, the first view of most visitors, costs
 * no request after the app's own scripts (a page's data starts that much sooner); Portuguese loads when needed.
 */
export function withEnglishBundled(en: Messages, pt: () => Promise<{ messages: Messages }>): CatalogLoader {
  return (locale) => (locale === 'en' ? Promise.resolve({ messages: en }) : pt());
}

const loaders = new Set<CatalogLoader>();
// English comes inside main.js: no request, and no round trip before the first render, for most visitors.
const sharedCatalog = withEnglishBundled(englishMessages, () => import('../locales/pt/messages'));
loaders.add(sharedCatalog);

const registrations = new Map<CatalogLoader, Promise<void>>();

/**
 * Every app adds its catalog to the one Lingui instance (a shared singleton). `i18n.load` merges, so apps loaded
 * later do not wipe the catalogs of apps loaded earlier. Registering a catalog again answers the first registration
 * (resolved once its messages are in); one whose messages failed to load is forgotten, so registering it again
 * tries again.
 */
export function registerCatalog(loader: CatalogLoader): Promise<void> {
  let registration = registrations.get(loader);
  if (!registration) {
    loaders.add(loader);
    registration = (async () => {
      const locale = (i18n.locale || $locale.get()) as Locale;
      const { messages } = await loader(locale);
      addMessages(locale, messages);
    })();
    registrations.set(loader, registration);
    registration.catch(() => {
      loaders.delete(loader);
      registrations.delete(loader);
    });
  }
  return registration;
}

/**
 * Adds a catalog's messages. To the active locale's they are added in place, with no change event: what uses them
 * waits for its catalog before it first renders, and Lingui's change event re-renders every translated component of
 * the page (a long task on a phone, for each catalog arriving after the first render). For another locale (the
 * visitor switched meanwhile) they are only stored, as `load` does.
 */
function addMessages(locale: Locale, messages: Messages): void {
  // `i18n.messages` is the active locale's own catalog once it has one (else a new empty object on each read).
  const active = i18n.messages;
  if (i18n.locale === locale && active === i18n.messages) Object.assign(active, messages);
  else i18n.load(locale, messages);
}

/** Loads every registered catalog for the locale, then switches to it and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const catalogs = await Promise.all([...loaders].map((load) => load(locale)));
  for (const { messages } of catalogs) i18n.load(locale, messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pt' ? 'pt' : 'en';
  warmPluralRules();
}

/**
 * Builds the locale's plural rules in a task of its own while the page's code and data are on their way, so that
 * the first list's "12 tracks" does not. No number formatter is built: counts are written by formatCount.
 */
function warmPluralRules(): void {
  setTimeout(() => pluralForm(0), 0);
}

/** Keeps Lingui on the locale held by the bus; resolves once the first locale is active. */
export function followLocale(): Promise<void> {
  const first = activateLocale($locale.get());
  $locale.listen((locale) => void activateLocale(locale));
  return first;
}

export { i18n };

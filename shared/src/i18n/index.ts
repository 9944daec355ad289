export {
  activateLocale,
  followLocale,
  i18n,
  registerCatalog,
  withEnglishBundled,
  type CatalogLoader,
} from './i18n';
export { formatCount, formatDuration, formatFileSize, pluralForm } from './format';
export { formatDate } from './dates';

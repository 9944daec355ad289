export { activateLocale, followLocale, i18n, registerCatalog, type CatalogLoader } from './i18n';
export { formatCount, formatDuration, formatFileSize } from './format';

export type { DownloadButtonProps } from './download-button';
export { albumDownloads, trackDownloads, type DownloadOption } from './download-options';
export { downloadWithAuth, fileNameFrom } from './save-download';
export { useDownloadAccess, type DownloadAccess, type DownloadAccessOptions } from './use-download-access';

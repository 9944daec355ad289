export type { DownloadButtonProps } from './download-button';
export { albumDownloads, trackDownloads, type DownloadOption } from './download-options';
export { downloadWithAuth } from './download-with-auth';
export { useDownloadAccess, type DownloadAccess, type DownloadAccessOptions } from './use-download-access';

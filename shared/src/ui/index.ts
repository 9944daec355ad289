export {
  AnchorButton,
  Button,
  FloatingIconButton,
  IconButton,
  RouterLinkButton,
  type ButtonProps,
  type IconButtonProps,
} from './button';
export { DesignSystemProvider } from './design-system-provider';
export { DisclosureButton, DisclosureRow, type DisclosureButtonProps } from './disclosure-button';
export { Dialog, type DialogProps } from './dialog';
export * from './icons';
export * from './primitives';
export { Img, type ImgProps } from './img';
export { ResponsiveImage, type Picture, type ResponsiveImageProps } from './responsive-image';
export * from './picture-sizes';
export { FALLBACK_IMAGE_URL, Logo, LogoMark, LOGO_MARK_SVG } from './logo';
export { Slider, type SliderProps } from './slider';
export { EmptyState, ErrorState, LoadingState, Skeleton } from './states';
export { RemovableChip } from './removable-chip';
export { QueryState, type QueryLike, type QueryStateProps } from './query-state';
export { MAX_TOASTS, TOAST_DURATION, toast, Toaster, type ToastType } from './toaster';
export { designSystem } from './system';
export { NotFoundPage } from './not-found';
export { LoginPrompt } from './login-prompt';
export { AddToPlaylistButton, DownloadButton, NumberedPager, Pager, preloadControls } from './lazy-controls';
export { pageCount, pageLink, usePageParam } from './paging';
export { FormField, Select, type FieldControlProps } from './form-field';
export { SectionTabs, TabLink, type SectionTab } from './section-tabs';
export { isDesktopScreen, useIsDesktop } from './use-is-desktop';
export { useMenuButton } from './use-menu-button';
export { BOTTOM_DOCK_ATTRIBUTE, MenuPopup } from './menu-popup';
export { MenuItem, MenuItemLink } from './menu-item';
export { usePageTitle } from './use-page-title';
export { PageHeading } from './page-heading';
export { PageFrame, type PageFrameProps } from './page-frame';
export { onDemand, type OnDemandComponent } from './on-demand';
export { fractionAt, waveformPath } from './waveform-path';
export { UploadProgressBar } from './upload-progress-bar';
export { CELL_ABOVE_PHONE, TableHead, type ColumnHead } from './table-head';
export { useDebouncedValue } from './use-debounced-value';

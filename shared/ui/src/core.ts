// The part of @shared/ui without MUI, emotion or toasts: what the shell's public layout and the
// storefront need. Shared as its own singleton ('@shared/ui/core'), so a public page loads only
// this; '@shared/ui' re-exports it, so admin code imports everything from one place.
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { ComingSoon } from './ComingSoon';
export { useSkeletonDelay, PageRequestedAt, CardGridSkeleton, PageSkeleton } from './skeletons';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { toastDefaultMs, toastShort } from './toastTimes';
export { setSiteConfig, useSiteConfig, type SiteConfig } from './site';
export { addStyles } from './css';
export { Icon, type IconName } from './icons';
export { palette, fontFamily, contentMaxWidth, focusRing } from './tokens';
export { visuallyHidden } from './visuallyHidden';

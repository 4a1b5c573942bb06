export { theme } from './theme';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { ComingSoon } from './ComingSoon';
export { useSkeletonDelay, FormSkeleton, CardGridSkeleton, PageSkeleton } from './skeletons';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { ToastHost, toastDefaultMs, toastShort } from './toasts';
export { setSiteConfig, useSiteConfig, type SiteConfig } from './site';
export { AdminPage } from './AdminPage';

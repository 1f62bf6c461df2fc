// @lectern/shared-ui: Lectern's design system. Shared by the shell and every remote.
export * from './theme/index.ts';
export { LecternProviders, type LecternProvidersProps } from './providers/LecternProviders.tsx';
export { Button, type ButtonProps } from './primitives/Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './primitives/ButtonLink.tsx';
export { buttonStyles, type ButtonVariant, type ButtonSize } from './primitives/buttonStyles.ts';
export { Spinner, type SpinnerProps } from './primitives/Spinner.tsx';
export { Skeleton, type SkeletonProps } from './primitives/Skeleton.tsx';
export { Container } from './primitives/Container.tsx';
// The Modal is its own entry (@lectern/shared-ui/modal): only the student and management areas use it,
// and a shared module cannot be tree-shaken, so here it would cost every page.
export { Icon, type IconProps, type IconSize } from './primitives/Icon.tsx';
// Tiny and needed by the toast region, which must stay live while a modal inerts the page.
export { STAYS_LIVE_ATTRIBUTE } from './primitives/staysLive.ts';
export { HiddenOnPhone } from './primitives/HiddenOnPhone.tsx';
export { VisuallyHidden } from './primitives/VisuallyHidden.tsx';
export { MAIN_CONTENT_ID, SkipLink } from './primitives/SkipLink.tsx';
export { DropdownMenu, MenuItemStyles, type DropdownMenuProps } from './primitives/DropdownMenu.tsx';
export { useDismiss } from './hooks/useDismiss.ts';
export { useOnline } from './hooks/useOnline.ts';
export { useHydrated } from './hooks/useHydrated.ts';
export { setHydrating, useAsServer } from './hooks/hydrationPhase.ts';
export { LocalTime, type TimeFormat } from './primitives/LocalTime.tsx';
export { SearchBox, type SearchBoxProps } from './search/SearchBox.tsx';
export { ToastHost } from './toast/ToastHost.tsx';
export { notify } from './toast/notify.ts';
export { NotFoundPage } from './pages/NotFoundPage.tsx';

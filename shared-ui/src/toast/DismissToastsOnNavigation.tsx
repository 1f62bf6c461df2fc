import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissToastsOfEarlierPages } from './toastLifetime.ts';

/**
 * Rendered once inside the app's router (the shell puts it beside its routes): when the path
 * changes, the toasts of the page left behind go (toastLifetime says which). A new query string
 * on the same page (a search, a filter) keeps them. Renders nothing.
 */
export function DismissToastsOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissToastsOfEarlierPages();
  }, [pathname]);
  return null;
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LecternThemeProvider } from '../theme/LecternThemeProvider.tsx';
import { ToastHost } from '../toast/ToastHost.tsx';

export interface LecternProvidersProps {
  /** The one QueryClient of the page: the shell's, a remote harness's, or a test's. */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every Lectern screen renders inside: the query client, the theme and the toast
 * host. The shell, each remote's standalone harness and the test render helper all use this one
 * tree, so a new global provider is added here once. Put the router around it (as the shell and
 * the test render helper do): the toast host then dismisses a page's toasts when the page is left.
 */
export function LecternProviders({ queryClient, children }: LecternProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LecternThemeProvider>
        {children}
        <ToastHost />
      </LecternThemeProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LecternThemeProvider, ToastHost } from '@lectern/shared-ui';

/** The global providers every remote renders inside: theme, the one QueryClient, toasts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LecternThemeProvider>
        {children}
        <ToastHost />
      </LecternThemeProvider>
    </QueryClientProvider>
  );
}

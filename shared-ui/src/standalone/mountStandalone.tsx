import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

export interface Standalone {
  /**
   * The shell's providers, LecternProviders from `@lectern/shared-ui`: passed in rather than
   * imported here, so the remote takes the one shared copy instead of bundling a second one into
   * its start file (which its service worker would download for nothing).
   */
  Providers: ComponentType<{ queryClient: QueryClient; children: ReactNode }>;
  /** Made by the caller: shared-ui knows no API client. */
  queryClient: QueryClient;
  App: ComponentType;
  /** The shell's mount points of the remote; none: `App` is the whole page. */
  paths?: string[];
}

/** Renders a remote alone into `#root` with the providers the shell gives it, so it behaves as it will in the shell. */
export function mountStandalone({ Providers, queryClient, App, paths = [] }: Standalone) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <BrowserRouter>
          {paths.length === 0 ? (
            <App />
          ) : (
            <Routes>
              {paths.map((path) => (
                <Route key={path} path={path} element={<App />} />
              ))}
            </Routes>
          )}
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

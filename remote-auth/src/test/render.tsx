import { LecternThemeProvider, ToastHost } from '@lectern/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderAuthOptions extends RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern `ui` renders at; the route's path by default. */
  path?: string;
}

/**
 * The providers the shell gives a remote: a router starting at `route`, a fresh query client
 * without retries, the theme and the toast host. The current location is always shown
 * (`data-testid="location"`), so tests can see where a link or a navigation went; other
 * paths render nothing else.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path, ...options }: RenderAuthOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <LecternThemeProvider>
          <Routes>
            <Route path={path ?? route.split('?')[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <ToastHost />
        </LecternThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
    options,
  );
  return { ...result, queryClient };
}

/** The JSON body a faked call carried. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? 'null'));
}

import { LecternThemeProvider } from '@lectern/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * The providers the shell gives a remote: a router (starting at `route`), a fresh query
 * client without retries, and the theme. Any other path renders the location, so tests
 * can see where a link or navigation went.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <LecternThemeProvider>
          <Routes>
            <Route path={route.split('?')[0]} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </LecternThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
    options,
  );
  return { ...result, queryClient };
}

import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LecternProviders } from '../providers/LecternProviders.tsx';
import { LocationProbe } from './LocationProbe.tsx';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at; `/` by default. */
  route?: string;
  /** The route pattern `ui` renders at; the route's path by default (e.g. `/material/:id`). */
  path?: string;
}

/**
 * Renders `ui` the way the app shows a screen: inside a router starting at `route`, with a
 * fresh query client that never retries and the app's own providers (LecternProviders).
 * Other paths render nothing; the current location is always shown (`data-testid="location"`),
 * so a test can see where a link or a navigation went. The providers are a wrapper, so
 * `rerender` keeps them (and the router's history).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path, ...options }: RenderWithProvidersOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <LecternProviders queryClient={queryClient}>
          <Routes>
            <Route path={path ?? route.split('?')[0]} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </LecternProviders>
      </MemoryRouter>
    );
  }
  const result = render(ui, { ...options, wrapper: Providers });
  return { ...result, queryClient };
}

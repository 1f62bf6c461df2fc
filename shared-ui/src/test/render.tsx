import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LecternThemeProvider } from '../theme/LecternThemeProvider.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `route` inside a router and the theme; other paths show the location. */
export function renderWithTheme(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <LecternThemeProvider>
        <Routes>
          <Route path={route.split('?')[0]} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </LecternThemeProvider>
    </MemoryRouter>,
    options,
  );
}

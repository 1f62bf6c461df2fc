import { QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { LecternProviders } from '../providers/LecternProviders.tsx';

export interface PrerenderedPage {
  /** The markup of the shell's #root for this page. */
  html: string;
  /** styled-components' collected <style> tags; the client rehydrates them instead of injecting again. */
  css: string;
}

/**
 * Renders a remote's page at build time inside the same tree the shell hydrates: the one
 * provider composition, a router, and a Suspense boundary around the remote where the shell's
 * RemoteBoundary has its own (`mount` is the shell's route for the remote). The session is in
 * its initial 'loading' state, as the shell's first (hydrating) render sees it.
 */
export function renderPage(url: string, mount: string, page: ReactNode): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          {/* Nothing is fetched at build time: queries render their loading state, as on the client's first render. */}
          <LecternProviders queryClient={new QueryClient()}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={mount} element={<Suspense fallback={null}>{page}</Suspense>} />
              </Routes>
            </MemoryRouter>
          </LecternProviders>
        </StrictMode>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

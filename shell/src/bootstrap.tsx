import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bindSessionQueryClient, createQueryClient } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { AppRoutes } from './app/AppRoutes.tsx';
import { startSession } from './app/startSession.ts';
import { whenIdle } from './app/whenIdle.ts';
import { clearAutoSelectOnLogout, startOneTap } from './features/oneTap/startOneTap.ts';

const queryClient = createQueryClient();
bindSessionQueryClient(queryClient);
clearAutoSelectOnLogout();
// One Tap asks the server for its providers and may load Google's script: not before the
// page has hydrated and the main thread is free.
void startSession().then(() => whenIdle(() => void startOneTap({ queryClient })));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        {/* The boundary renderPage puts around the routes: React hydrates the providers at once
            and the page inside in short, interruptible slices (selective hydration). */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>
);

// The server inlines a remote's prerendered markup for public pages: React takes it over
// instead of painting again. Markup that does not match (an older remote build) is not
// fatal: React renders that part on the client and reports why here.
if (container.hasAttribute('data-prerendered')) {
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.warn('Prerendered markup was replaced on the client', error),
  });
} else {
  createRoot(container).render(app);
}

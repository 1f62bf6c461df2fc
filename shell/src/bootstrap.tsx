import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bindSessionQueryClient, createQueryClient } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { AppRoutes } from './app/AppRoutes.tsx';
import { startSession } from './app/startSession.ts';
import { clearAutoSelectOnLogout, startOneTap } from './features/oneTap/startOneTap.ts';

const queryClient = createQueryClient();
bindSessionQueryClient(queryClient);
clearAutoSelectOnLogout();
void startSession().then(() => startOneTap({ queryClient }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>
);

// The server inlines a remote's prerendered markup for public pages: React takes it over
// instead of painting again. Markup that does not match (an older remote build) is not
// fatal: React renders that part on the client and reports why here.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree. Input that arrives before the page is hydrated is held
// and replayed once it is (src/earlyInput), so nothing the person does is lost.
if (container.hasAttribute('data-prerendered')) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('Prerendered markup was replaced on the client', error),
    });
  });
} else {
  createRoot(container).render(app);
}

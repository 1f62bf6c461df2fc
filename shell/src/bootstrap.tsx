import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bindSessionQueryClient, createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { AppRoutes } from './app/AppRoutes.tsx';
import { clearAutoSelectOnLogout, startOneTap } from './features/oneTap/startOneTap.ts';

const queryClient = createQueryClient();
bindSessionQueryClient(queryClient);
clearAutoSelectOnLogout();
void hydrateSession().then(() => startOneTap({ queryClient }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>,
);

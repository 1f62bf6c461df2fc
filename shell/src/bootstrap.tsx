import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bindSessionQueryClient, createQueryClient, hydrateSession } from '@lectern/shared-api';
import { AppRoutes } from './app/AppRoutes';
import { Providers } from './app/Providers';
import { clearAutoSelectOnLogout, startOneTap } from './features/oneTap/startOneTap';

const queryClient = createQueryClient();
bindSessionQueryClient(queryClient);
clearAutoSelectOnLogout();
void hydrateSession().then(() => startOneTap({ queryClient }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);

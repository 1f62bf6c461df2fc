import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bindSessionQueryClient, createQueryClient, hydrateSession } from '@lectern/shared-api';
import { AppRoutes } from './app/AppRoutes';
import { Providers } from './app/Providers';

const queryClient = createQueryClient();
bindSessionQueryClient(queryClient);
void hydrateSession();

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

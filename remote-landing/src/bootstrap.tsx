import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import LandingPage from './LandingPage.tsx';

// The same providers the shell gives a remote, so the page behaves as it will in the shell.
const queryClient = createQueryClient();
void hydrateSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        <LandingPage />
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>,
);

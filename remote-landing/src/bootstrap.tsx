import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternThemeProvider, ToastHost } from '@lectern/shared-ui';
import LandingPage from './LandingPage';

// The same providers the shell gives a remote, so the page behaves as it will in the shell.
const queryClient = createQueryClient();
void hydrateSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LecternThemeProvider>
        <BrowserRouter>
          <LandingPage />
        </BrowserRouter>
        <ToastHost />
      </LecternThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);

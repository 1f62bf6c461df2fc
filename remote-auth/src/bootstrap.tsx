import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import AuthRoutes from './AuthRoutes.tsx';

// The same providers the shell gives a remote; the harness serves the screens under /auth/*.
const queryClient = createQueryClient();
void hydrateSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/auth/*" element={<AuthRoutes />} />
        </Routes>
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>,
);

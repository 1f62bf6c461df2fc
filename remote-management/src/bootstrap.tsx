import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import ManagementRoutes from './ManagementRoutes.tsx';

// The same providers and mount point the shell gives this remote (/management/*). Sign in as
// staff through the API first (the harness has no sign-in screens): the session cookie is shared.
const queryClient = createQueryClient();
void hydrateSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/management/*" element={<ManagementRoutes />} />
        </Routes>
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import StudentRoutes from './StudentRoutes.tsx';

// The same providers and mount points the shell gives this remote (/dashboard/*, /material/*).
// Sign in through the API first (the harness has no sign-in screens): the session cookie is shared.
const queryClient = createQueryClient();
void hydrateSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LecternProviders queryClient={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard/*" element={<StudentRoutes />} />
          <Route path="/material/*" element={<StudentRoutes />} />
        </Routes>
      </BrowserRouter>
    </LecternProviders>
  </StrictMode>,
);

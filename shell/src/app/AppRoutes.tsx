import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@lectern/shared-ui';
import { RemoteBoundary } from '../federation/RemoteBoundary.tsx';
import { OnceHydrated } from '../firstPaint/OnceHydrated.tsx';
import { AccessGate } from '../routes/AccessGate.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import * as remotes from '../federation/remoteModules.ts';

export interface RemoteLoaders {
  landing: typeof remotes.loadLandingPage;
  auth: typeof remotes.loadAuthRoutes;
  student: typeof remotes.loadStudentRoutes;
  management: typeof remotes.loadManagementRoutes;
}

/** The remotes' loaders by name (the names `data-prerendered` carries). */
export const remoteLoaders: RemoteLoaders = {
  landing: remotes.loadLandingPage,
  auth: remotes.loadAuthRoutes,
  student: remotes.loadStudentRoutes,
  management: remotes.loadManagementRoutes,
};

/**
 * Top-level prefixes map to remotes; each remote routes the rest of its prefix itself. Each
 * boundary is keyed by its remote: React would otherwise keep one boundary (and the remote it
 * loaded) when a link moves from one prefix to another.
 */
export function AppRoutes({ loaders = remoteLoaders }: { loaders?: RemoteLoaders }) {
  return (
    <>
      <OfflineNotice />
      <AccessGate>
        <Routes>
          <Route path="/" element={<RemoteBoundary key="landing" name="landing" load={loaders.landing} />} />
          {/* The public policy pages (terms, privacy, honor code) are the landing remote's too. */}
          <Route path="/policies/*" element={<RemoteBoundary key="landing" name="landing" load={loaders.landing} />} />
          <Route path="/auth/*" element={<RemoteBoundary key="auth" name="auth" load={loaders.auth} />} />
          <Route path="/dashboard/*" element={<RemoteBoundary key="student" name="student" load={loaders.student} />} />
          <Route path="/material/*" element={<RemoteBoundary key="student" name="student" load={loaders.student} />} />
          <Route
            path="/management/*"
            element={<RemoteBoundary key="management" name="management" load={loaders.management} loadingText="Loading management portal..." />}
          />
          <Route
            path="*"
            element={
              <main>
                <NotFoundPage />
                <OnceHydrated />
              </main>
            }
          />
        </Routes>
      </AccessGate>
    </>
  );
}

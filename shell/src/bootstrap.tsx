import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bindSessionQueryClient, createQueryClient, keepLastSeenLists, sessionStore, setMarkupSession } from '@lectern/shared-api';
import { LecternProviders, setHydrating } from '@lectern/shared-ui';
import { AppRoutes, remoteLoaders, type RemoteLoaders } from './app/AppRoutes.tsx';
import { startSession } from './app/startSession.ts';
import { ReportViews } from './clientReport/ReportViews.tsx';
import { preloadRemote } from './federation/RemoteBoundary.tsx';
import { clearAutoSelectOnLogout, startOneTap } from './features/oneTap/startOneTap.ts';
import { ReleasePreview } from './features/releasePreview/ReleasePreview.tsx';
import { afterLoadAndIdle } from './serviceWorker/registerWhenIdle.ts';

function watchKeptFilesWhenSignedIn(): void {
  const start = () => void import('@lectern/shared-api/offline').then((offline) => offline.watchOffline());
  if (sessionStore.getState().user) return start();
  const stop = sessionStore.subscribe((state) => {
    if (!state.user) return;
    stop();
    start();
  });
}

const isRemoteName = (name: string | undefined): name is keyof RemoteLoaders => name !== undefined && Object.hasOwn(remoteLoaders, name);

/** Starts the app on #root: the session, One Tap, and React (hydrating prerendered markup). */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient();
  bindSessionQueryClient(queryClient);
  // Offline, the lists show what the person last saw (kept per person, forgotten at sign-out).
  keepLastSeenLists(queryClient);
  clearAutoSelectOnLogout();
  // Materials kept offline leave the device when the person signs out or someone else signs in,
  // wherever that happens (the portal, the landing page): the watcher loads once the page is idle,
  // for a signed-in person only (a visitor's page has nothing kept, and never opens localStorage).
  afterLoadAndIdle(() => watchKeptFilesWhenSignedIn());
  void startSession().then(() => startOneTap({ queryClient }));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');

  const app = (
    <StrictMode>
      {/* The router outside the providers: their toast host clears a page's toasts when it is left. */}
      <BrowserRouter>
        <LecternProviders queryClient={queryClient}>
          {/* Neither renders anything while the page hydrates: the markup has no bar. */}
          <ReleasePreview />
          <ReportViews />
          <AppRoutes />
        </LecternProviders>
      </BrowserRouter>
    </StrictMode>
  );

  // The server inlines a remote's prerendered markup for public pages, and its markup rendered
  // for the person for the signed-in pages it lists (docs/architecture.md §8): React takes it over
  // instead of painting again. Markup that does not match (an older remote build) is not
  // fatal: React renders that part on the client and reports why here.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree. Input that arrives before the page is hydrated is held
  // and replayed once it is (src/earlyInput), so nothing the person does is lost.
  // The page's remote is loaded first, so hydration never leaves its markup waiting for it
  // (preloadRemote says why that loses what the person typed).
  if (container.hasAttribute('data-prerendered')) {
    const remote = container.dataset.prerendered;
    // A signed-in page the server rendered shows its person: hydrate with that session, not
    // with the 'loading' one the build's public pages show.
    if (container.hasAttribute('data-signed-in')) setMarkupSession(window.__LECTERN_SESSION__ ?? null);
    if (isRemoteName(remote)) await preloadRemote(remoteLoaders[remote]);
    // What differs between the server and this browser (useHydrated, useMediaQuery) then changes
    // after hydration in a transition that yields, not in one long synchronous render.
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Prerendered markup was replaced on the client', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

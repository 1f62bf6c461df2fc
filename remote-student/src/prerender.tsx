import { PAGE_PATHS, type SignedInPageState } from '@lectern/shared-api/contract';
import { renderForPage } from '@lectern/shared-api';
import { renderPage, signedInMount, type PrerenderedPage, type SignedInPage } from '@lectern/shared-ui/prerender';
import StudentRoutes from './StudentRoutes.tsx';

/** No public pages: everything here is for someone signed in. */
export const pages = {};

/**
 * The pages the server renders for each request as the person signed in (docs/architecture.md §8),
 * where the shell mounts this remote for them: the ones a student opens every day.
 */
const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  { path: PAGE_PATHS.dashboard, mount: '/dashboard/*' },
  { path: PAGE_PATHS.libraries, mount: '/dashboard/*' },
  { path: '/material/:id', mount: '/material/*' },
];

/** The markup of `url` for the person in `state`, or null for a page this remote leaves to the browser. */
export function renderSignedIn(url: string, state: SignedInPageState): PrerenderedPage | null {
  const mount = signedInMount(SIGNED_IN_PAGES, url, state.session.role);
  return mount ? renderForPage(state, () => renderPage(url, mount, <StudentRoutes />)) : null;
}

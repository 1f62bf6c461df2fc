import { PAGE_PATHS } from '@lectern/shared-api/contract';
import { renderPage } from '@lectern/shared-ui/prerender';
import LandingPage from './LandingPage.tsx';
import PolicyRoute from './features/policies/components/PolicyRoute.tsx';

const POLICY_PAGES = [PAGE_PATHS.terms, PAGE_PATHS.privacy, PAGE_PATHS.honorCode];

/** The pages this remote's build prerenders (@lectern/build prerender.mjs), by URL; the shell mounts the policies at /policies/*. */
export const pages = {
  '/': () => renderPage('/', '/', <LandingPage />),
  ...Object.fromEntries(POLICY_PAGES.map((url) => [url, () => renderPage(url, '/policies/*', <LandingPage policyRoute={PolicyRoute} />)])),
};

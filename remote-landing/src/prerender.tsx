import { renderPage } from '@lectern/shared-ui/prerender';
import LandingPage from './LandingPage.tsx';

/** The pages this remote's build prerenders (@lectern/build prerender.mjs), by URL. */
export const pages = {
  '/': () => renderPage('/', '/', <LandingPage />),
};

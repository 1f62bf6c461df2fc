import { PAGE_PATHS } from '@lectern/shared-api/contract';
import { renderPage } from '@lectern/shared-ui/prerender';
import AuthRoutes from './AuthRoutes.tsx';

// The guest pages whose first screen needs nothing from the URL or the session; the shell
// mounts this remote at /auth/*.
const GUEST_PAGES = [PAGE_PATHS.signIn, PAGE_PATHS.signUp, PAGE_PATHS.forgotPassword];

/** The pages this remote's build prerenders (@lectern/build prerender.mjs), by URL. */
export const pages = Object.fromEntries(GUEST_PAGES.map((url) => [url, () => renderPage(url, '/auth/*', <AuthRoutes />)]));

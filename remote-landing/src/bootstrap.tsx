import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { mountStandalone } from '@lectern/shared-ui/standalone';
import LandingPage from './LandingPage.tsx';

// The same providers the shell gives a remote, so the page behaves as it will in the shell.
void hydrateSession();
mountStandalone({ Providers: LecternProviders, queryClient: createQueryClient(), App: LandingPage });

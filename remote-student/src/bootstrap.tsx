import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { mountStandalone } from '@lectern/shared-ui/standalone';
import StudentRoutes from './StudentRoutes.tsx';

// The same providers and mount points the shell gives this remote (/dashboard/*, /material/*).
// Sign in through the API first (the harness has no sign-in screens): the session cookie is shared.
void hydrateSession();
mountStandalone({ Providers: LecternProviders, queryClient: createQueryClient(), App: StudentRoutes, paths: ['/dashboard/*', '/material/*'] });

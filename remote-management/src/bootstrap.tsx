import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { mountStandalone } from '@lectern/shared-ui/standalone';
import ManagementRoutes from './ManagementRoutes.tsx';

// The same providers and mount point the shell gives this remote (/management/*). Sign in as
// staff through the API first (the harness has no sign-in screens): the session cookie is shared.
void hydrateSession();
mountStandalone({ Providers: LecternProviders, queryClient: createQueryClient(), App: ManagementRoutes, paths: ['/management/*'] });

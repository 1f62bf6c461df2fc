import { createQueryClient, hydrateSession } from '@lectern/shared-api';
import { LecternProviders } from '@lectern/shared-ui';
import { mountStandalone } from '@lectern/shared-ui/standalone';
import AuthRoutes from './AuthRoutes.tsx';

// The same providers the shell gives a remote; the harness serves the screens under /auth/*.
void hydrateSession();
mountStandalone({ Providers: LecternProviders, queryClient: createQueryClient(), App: AuthRoutes, paths: ['/auth/*'] });

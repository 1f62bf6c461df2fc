import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeNetworkPerTest, folderFixture } from '../testing/index.ts';
import { folderKeys, ownFoldersQuery, useFolderMaterial } from './folders.ts';

const fakeNetwork = fakeNetworkPerTest();

const withClient = (client: QueryClient) =>
  function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

test('a material put in a folder refreshes the folder lists no page shows, so what is kept for offline has the new count', async () => {
  let count = 0;
  fakeNetwork({
    'PUT /api/folders/f1/materials/m1': () => ((count = 1), { data: folderFixture({ id: 'f1', materialCount: 1 }) }),
    'GET /api/folders/mine': () => ({ data: [{ ...folderFixture({ id: 'f1', materialCount: count }), hasMaterial: false }] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Libraries was seen earlier this visit (its list is in memory, on no screen now).
  await client.fetchQuery(ownFoldersQuery());
  const { result } = renderHook(() => useFolderMaterial(), { wrapper: withClient(client) });
  await act(() => result.current.mutateAsync({ folderId: 'f1', materialId: 'm1', on: true }));
  await waitFor(() => expect(client.getQueryData<Array<{ materialCount: number }>>(folderKeys.mine())?.[0]?.materialCount).toBe(1));
});

test('and when Libraries was not seen this visit, its list is asked for all the same', async () => {
  fakeNetwork({
    'DELETE /api/folders/f1/materials/m1': { data: folderFixture({ id: 'f1', materialCount: 0 }) },
    'GET /api/folders/mine': { data: [{ ...folderFixture({ id: 'f1', materialCount: 0 }), hasMaterial: false }] },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { result } = renderHook(() => useFolderMaterial(), { wrapper: withClient(client) });
  await act(() => result.current.mutateAsync({ folderId: 'f1', materialId: 'm1', on: false }));
  await waitFor(() => expect(client.getQueryData(folderKeys.mine())).toHaveLength(1));
});

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../client/queryClient.ts';
import { courseFixture, fakeNetworkPerTest, type FakeNetwork } from '../testing/index.ts';
import { useUpdateCourse } from './courseManagement.ts';
import { queryKeys } from './keys.ts';
import { useDepartments, useFaculties } from './reference.ts';
import { usePublicStats } from './stats.ts';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const callsTo = (path: string) => net!.calls.filter((call) => call.url.pathname === path).length;

test('faculties and departments are fetched once per visit, however often a form mounts them', async () => {
  net = fakeNetwork({
    'GET /api/faculty': { data: [{ id: 'f1', name: 'Faculty of Science', departments: [] }] },
    'GET /api/department': { data: [{ id: 'd1', name: 'Physics', facultyId: 'f1' }] },
  });
  for (let mount = 0; mount < 3; mount += 1) {
    const { result, unmount } = renderHook(() => [useFaculties(), useDepartments()] as const, { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current[0].data).toEqual([{ id: 'f1', name: 'Faculty of Science', departments: [] }]);
    unmount();
  }
  expect(callsTo('/api/faculty')).toBe(1);
  expect(callsTo('/api/department')).toBe(1);
});

test('the landing figures are not asked again when the page mounts again', async () => {
  net = fakeNetwork({ 'GET /api/stats/public': { data: { students: 1, courses: 2, departments: 3, resources: 4 } } });
  for (let mount = 0; mount < 2; mount += 1) {
    const { result, unmount } = renderHook(() => usePublicStats(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    unmount();
  }
  expect(callsTo('/api/stats/public')).toBe(1);
});

test('a course edited in course management makes suggestions and the landing figures stale', async () => {
  net = fakeNetwork({ 'PATCH /api/courses/c1': { data: courseFixture({ id: 'c1', courseName: 'New', courseCode: 'CSC101' }) } });
  client.setQueryData(queryKeys.search.suggestions('csc'), []);
  client.setQueryData(queryKeys.stats.public(), { students: 1, courses: 2, departments: 3, resources: 4 });
  const { result } = renderHook(() => useUpdateCourse(), { wrapper });
  await result.current.mutateAsync({ id: 'c1', body: { courseName: 'New', courseCode: 'CSC101' } });
  expect(client.getQueryState(queryKeys.search.suggestions('csc'))?.isInvalidated).toBe(true);
  expect(client.getQueryState(queryKeys.stats.public())?.isInvalidated).toBe(true);
});

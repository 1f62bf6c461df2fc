import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../client/queryClient.ts';
import { fakeNetwork, type FakeNetwork } from '../testing/index.ts';
import { useMaterialText } from './materialText.ts';

let net: FakeNetwork;
const client = createQueryClient();
afterEach(() => {
  net.restore();
  client.clear();
});
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

test('useMaterialText reads the pages’ text of the material', async () => {
  net = fakeNetwork({ 'GET /api/materials/m1/text': { data: { pages: [{ page: 1, text: 'Ohm law' }] } } });
  const { result } = renderHook(() => useMaterialText('m1'), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual({ pages: [{ page: 1, text: 'Ohm law' }] }));
  expect(net.calls.map((call) => call.url.pathname)).toEqual(['/api/materials/m1/text']);
});

test('not asked for until enabled: the page view never fetches the text', async () => {
  net = fakeNetwork({ 'GET /api/materials/m1/text': { data: { pages: [] } } });
  const { result, rerender } = renderHook(({ enabled }) => useMaterialText('m1', { enabled }), { wrapper, initialProps: { enabled: false } });
  expect(result.current.fetchStatus).toBe('idle');
  expect(net.calls).toEqual([]);
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.data).toEqual({ pages: [] }));
});

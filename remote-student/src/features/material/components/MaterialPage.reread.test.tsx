import { materialKeys } from '@lectern/shared-api/student';
import { fakeNetworkPerTest, materialFixture, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { MaterialPage } from './MaterialPage.tsx';
import { MaterialPreview } from './MaterialPreview.tsx';

// The preview as it is, watched: how often the page renders it again.
jest.mock('./MaterialPreview.tsx', () => {
  const actual = jest.requireActual<typeof import('./MaterialPreview.tsx')>('./MaterialPreview.tsx');
  return { ...actual, MaterialPreview: jest.fn(actual.MaterialPreview) };
});

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const link = { type: 'link' as const, url: 'https://example.edu' };

test('read again unchanged, the page leaves its preview and details as they are; read again changed, it shows the change', async () => {
  let views = 11;
  const net = fakeNetwork({ 'GET /api/materials/m1': () => ({ data: materialFixture({ ...link, views }) }) });
  signInAs({ id: 'u1' });
  const { queryClient } = renderWithProviders(<MaterialPage />, { route: '/material/m1', path: '/material/:id' });
  expect(await screen.findByText('3 downloads · 11 views · 2 likes')).toBeInTheDocument();
  // The device's copy looked up, the related row answered: the page has settled.
  await waitFor(() => expect(net.calls.some((call) => call.url.pathname.endsWith('/related'))).toBe(true));
  const rendered = jest.mocked(MaterialPreview).mock.calls.length;

  await act(() => queryClient.refetchQueries({ queryKey: materialKeys.detail('m1') }));
  expect(net.calls.filter((call) => call.url.pathname === '/api/materials/m1')).toHaveLength(2);
  expect(jest.mocked(MaterialPreview).mock.calls).toHaveLength(rendered);

  views = 12;
  await act(() => queryClient.refetchQueries({ queryKey: materialKeys.detail('m1') }));
  expect(await screen.findByText('3 downloads · 12 views · 2 likes')).toBeInTheDocument();
});

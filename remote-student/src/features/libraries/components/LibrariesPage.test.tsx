import type { Material, Paged } from '@lectern/shared-api';
import { type FakeNetwork, fakeNetwork, materialFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LibrariesPage } from './LibrariesPage.tsx';

let net: FakeNetwork | undefined;
afterEach(() => net?.restore());

const page = (data: Material[]): Paged<Material> => ({ data, pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 } });

test('saved materials and my uploads with their review status; the search filters both on the server', async () => {
  const user = userEvent.setup();
  net = fakeNetwork({
    'GET /api/materials/saved': (url) => ({ data: page(url.searchParams.get('query') ? [] : [materialFixture({ id: 's', label: 'Saved notes' })]) }),
    'GET /api/materials/mine': { data: page([materialFixture({ id: 'p', label: 'My pending upload', reviewStatus: 'pending' })]) },
  });
  renderWithProviders(<LibrariesPage onUpload={() => undefined} />, { route: '/dashboard/libraries' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Libraries' })).toBeInTheDocument();
  const saved = screen.getByRole('region', { name: 'Saved Materials' });
  expect(await within(saved).findByRole('article', { name: 'Saved notes' })).toBeInTheDocument();
  const mine = screen.getByRole('region', { name: 'My Uploads' });
  expect(await within(mine).findByText('Pending review')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search my libraries' }), 'graphs{Enter}');
  expect(await within(saved).findByText('Nothing saved matches your search.')).toBeInTheDocument();
  expect(net.calls.filter((c) => c.url.searchParams.get('query') === 'graphs').map((c) => c.url.pathname).sort()).toEqual([
    '/api/materials/mine',
    '/api/materials/saved',
  ]);
});

test('no uploads yet offers the upload modal', async () => {
  const onUpload = jest.fn();
  net = fakeNetwork({ 'GET /api/materials/saved': { data: page([]) }, 'GET /api/materials/mine': { data: page([]) } });
  renderWithProviders(<LibrariesPage onUpload={onUpload} />, { route: '/dashboard/libraries' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Upload a material' }));
  expect(onUpload).toHaveBeenCalled();
  const saved = screen.getByRole('region', { name: 'Saved Materials' });
  expect(within(saved).getByRole('heading', { name: 'You have not saved any materials yet.' })).toBeInTheDocument();
  expect(within(saved).getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/dashboard/courses');
});

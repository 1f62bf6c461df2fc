import type { Material } from '@lectern/shared-api';
import { FOLDER_MESSAGES, FOLDER_NAME_MAX, type FolderSummary } from '@lectern/shared-api/contract';
import { bodyOf, type FakeNetwork, fakeNetworkPerTest, folderFixture, materialFixture, ownFolderFixture, materialListPage } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LibrariesPage } from './LibrariesPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const page = (data: Material[]) => materialListPage(data);

test('saved materials and my uploads with their review status; the search filters both on the server', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/materials/saved': (url) => ({ data: page(url.searchParams.get('query') ? [] : [materialFixture({ id: 's', label: 'Saved notes' })]) }),
    'GET /api/materials/mine': { data: page([materialFixture({ id: 'p', label: 'My pending upload', reviewStatus: 'pending' })]) },
    'GET /api/folders/mine': { data: [] },
  });
  renderWithProviders(<LibrariesPage onUpload={() => undefined} />, { route: '/dashboard/libraries' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Libraries' })).toBeInTheDocument();
  const saved = screen.getByRole('region', { name: 'Saved Materials' });
  expect(await within(saved).findByRole('article', { name: 'Saved notes' })).toBeInTheDocument();
  // A saved material can be kept on the device from its card; the Offline row lists what is kept.
  expect(within(saved).getByRole('button', { name: 'Keep offline Saved notes' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('region', { name: 'Offline' })).toBeInTheDocument();
  const mine = screen.getByRole('region', { name: 'My Uploads' });
  expect(await within(mine).findByText('Pending review')).toBeInTheDocument();
  expect(within(mine).queryByRole('button', { name: /^Keep offline/ })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search my libraries' }), 'graphs{Enter}');
  expect(await within(saved).findByText('Nothing saved matches your search.')).toBeInTheDocument();
  expect(net.calls.filter((c) => c.url.searchParams.get('query') === 'graphs').map((c) => c.url.pathname).sort()).toEqual([
    '/api/materials/mine',
    '/api/materials/saved',
  ]);
});

test('no uploads yet offers the upload modal', async () => {
  const onUpload = jest.fn();
  net = fakeNetwork({ 'GET /api/materials/saved': { data: page([]) }, 'GET /api/materials/mine': { data: page([]) }, 'GET /api/folders/mine': { data: [] } });
  renderWithProviders(<LibrariesPage onUpload={onUpload} />, { route: '/dashboard/libraries' });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Upload a material' }));
  expect(onUpload).toHaveBeenCalled();
  const saved = screen.getByRole('region', { name: 'Saved Materials' });
  expect(within(saved).getByRole('heading', { name: 'You have not saved any materials yet.' })).toBeInTheDocument();
  expect(within(saved).getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/dashboard/courses');
});

test('Folders lists the top-level folders with visibility, course and count; each opens its page', async () => {
  net = fakeNetwork({
    'GET /api/materials/saved': { data: page([]) },
    'GET /api/materials/mine': { data: page([]) },
    'GET /api/folders/mine': {
      data: [
        ownFolderFixture({ id: 'f1', name: 'CSC 204 exam pack', visibility: 'unlisted', materialCount: 2, folderCount: 1 }),
        ownFolderFixture({ id: 'f2', name: 'Week 3', parentId: 'f1', depth: 2 }),
      ],
    },
  });
  renderWithProviders(<LibrariesPage onUpload={() => undefined} />, { route: '/dashboard/libraries' });
  const folders = screen.getByRole('region', { name: 'Folders' });
  const pack = await within(folders).findByRole('article', { name: 'CSC 204 exam pack' });
  expect(within(pack).getByRole('link', { name: 'CSC 204 exam pack' })).toHaveAttribute('href', '/dashboard/folders/f1');
  expect(within(pack).getByText('Unlisted')).toBeInTheDocument();
  expect(within(pack).getByText(/2 materials · 1 folder/)).toBeInTheDocument();
  expect(within(pack).getByRole('link', { name: 'CSC 204' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(within(folders).queryByRole('article', { name: 'Week 3' })).not.toBeInTheDocument();
});

test('New folder: the contract’s words for bad input, nothing typed lost on a refusal, Private by default, then the folder in the list', async () => {
  const user = userEvent.setup({ delay: null });
  const made: FolderSummary[] = [];
  let refuse = true;
  let sent: unknown;
  net = fakeNetwork({
    'GET /api/materials/saved': { data: page([]) },
    'GET /api/materials/mine': { data: page([]) },
    'GET /api/folders/mine': () => ({ data: made.map((folder) => ownFolderFixture(folder)) }),
    'POST /api/folders': (_url, init) => {
      if (refuse) return (refuse = false), { status: 409, error: { code: 'CONFLICT', message: FOLDER_MESSAGES.tooManyFolders } };
      const input = (sent = bodyOf(init)) as { name: string };
      const folder = folderFixture({ ...input, course: null });
      made.push(folder);
      return { status: 201, data: folder };
    },
  });
  renderWithProviders(<LibrariesPage onUpload={() => undefined} />, { route: '/dashboard/libraries' });
  const folders = screen.getByRole('region', { name: 'Folders' });
  expect(await within(folders).findByRole('heading', { name: 'You have no folders yet.' })).toBeInTheDocument();
  await user.click(within(folders).getByRole('button', { name: 'New folder' }));
  const dialog = await screen.findByRole('dialog', { name: 'New folder' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
  expect(await within(dialog).findByText(FOLDER_MESSAGES.nameRequired)).toBeInTheDocument();
  await user.type(name, 'x'.repeat(FOLDER_NAME_MAX + 1));
  await user.tab();
  expect(await within(dialog).findByText(FOLDER_MESSAGES.nameTooLong)).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'CSC 204 exam pack');
  expect(within(dialog).getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Visibility' }), 'Unlisted');

  await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
  expect(await within(dialog).findByText(FOLDER_MESSAGES.tooManyFolders)).toBeInTheDocument();
  expect(name).toHaveValue('CSC 204 exam pack');
  expect(within(dialog).getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted');

  await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
  expect(await screen.findByText(FOLDER_MESSAGES.created)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await within(folders).findByRole('article', { name: 'CSC 204 exam pack' })).toBeInTheDocument();
  expect(sent).toEqual({ name: 'CSC 204 exam pack', description: null, visibility: 'unlisted', courseId: null, parentId: null });
});

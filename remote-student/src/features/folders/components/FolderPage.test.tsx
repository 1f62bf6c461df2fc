import { FOLDER_MESSAGES, type FolderPage as FolderPageData } from '@lectern/shared-api/contract';
import { type FakeNetwork, fakeNetworkPerTest, type FakeRoutes, folderFixture, materialFixture, routeKeepingBody } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolderPage } from './FolderPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const folderPage = (overrides: Partial<FolderPageData> = {}): FolderPageData => ({
  folder: folderFixture({ id: 'f2', name: 'Week 3', parentId: 'f1', depth: 2, visibility: 'unlisted', folderCount: 1 }),
  path: [{ id: 'f1', name: 'CSC 204 exam pack' }],
  folders: [folderFixture({ id: 'f3', name: 'Graphs', parentId: 'f2', depth: 3 })],
  materials: [materialFixture({ id: 'm1', label: 'CSC 204 lecture notes' })],
  ...overrides,
});

function renderPage<Keys extends string>(routes: FakeRoutes<Keys>) {
  net = fakeNetwork(routes);
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<FolderPage />, { route: '/dashboard/folders/f2', path: '/dashboard/folders/:id' }) };
}

test('the owner’s folder: breadcrumb, details, subfolders and materials; Remove from folder, Copy link and Edit', async () => {
  let page = folderPage();
  const edit = routeKeepingBody({ data: page.folder });
  const { user } = renderPage({
    'GET /api/folders/f2': () => ({ data: page }),
    'DELETE /api/folders/f2/materials/m1': () => ((page = { ...page, materials: [] }), { data: page.folder }),
    'PATCH /api/folders/f2': edit,
    'DELETE /api/folders/f2': { data: { id: 'f2' } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Week 3' })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'My Libraries' })).toHaveAttribute('href', '/dashboard/libraries');
  expect(within(trail).getByRole('link', { name: 'CSC 204 exam pack' })).toHaveAttribute('href', '/dashboard/folders/f1');
  expect(screen.getByText('Unlisted')).toBeInTheDocument();
  expect(screen.getByText('Past questions and the notes that answer them')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'CSC 204' })[0]).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(within(screen.getByRole('region', { name: 'Folders' })).getByRole('link', { name: 'Graphs' })).toHaveAttribute('href', '/dashboard/folders/f3');

  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('http://localhost/dashboard/folders/f2');

  const materials = screen.getByRole('region', { name: 'Materials' });
  await user.click(within(materials).getByRole('button', { name: 'Remove CSC 204 lecture notes from folder' }));
  expect(await screen.findByText(FOLDER_MESSAGES.removed('Week 3'))).toBeInTheDocument();
  expect(await within(materials).findByText('No materials here yet.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Week 3');
  expect(within(dialog).getByRole('combobox', { name: 'Course (optional)' })).toHaveValue('CSC 204 - Data Structures');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Visibility' }), 'Public');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(FOLDER_MESSAGES.saved)).toBeInTheDocument();
  expect(edit.sent).toEqual({ name: 'Week 3', description: 'Past questions and the notes that answer them', visibility: 'public', courseId: 'c1' });
});

test('a new subfolder of a shared folder is shared the same way unless its owner chooses otherwise', async () => {
  const create = routeKeepingBody({ status: 201, data: folderFixture({ id: 'f4', name: 'Week 4', parentId: 'f2', depth: 3, visibility: 'unlisted' }) });
  const { user } = renderPage({
    'GET /api/folders/f2': { data: folderPage() },
    'POST /api/folders': create,
  });
  await user.click(await screen.findByRole('button', { name: 'New subfolder' }));
  const dialog = await screen.findByRole('dialog', { name: 'New subfolder' });
  expect(within(dialog).getByRole('combobox', { name: 'Visibility' })).toHaveDisplayValue('Unlisted');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Week 4');
  await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
  await waitFor(() => expect(create.sent).toMatchObject({ name: 'Week 4', parentId: 'f2', visibility: 'unlisted' }));
});

test('at the deepest level there is no New subfolder; a Private folder has no link to copy; Delete asks first, then goes back to Libraries', async () => {
  let deleted = false;
  const { user } = renderPage({
    // Once deleted, the folder is not found: the page must still leave for Libraries.
    'GET /api/folders/f2': () =>
      deleted
        ? { status: 404, error: { code: 'NOT_FOUND', message: FOLDER_MESSAGES.notFound } }
        : { data: folderPage({ folder: folderFixture({ id: 'f2', name: 'Week 3', depth: 3, visibility: 'private' }) }) },
    'DELETE /api/folders/f2': () => ((deleted = true), { data: { id: 'f2' } }),
  });
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New subfolder' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Week 3?' });
  expect(net?.calls.some((call) => call.method === 'DELETE')).toBe(false);
  await user.click(within(confirm).getByRole('button', { name: 'Delete folder' }));
  expect(await screen.findByText(FOLDER_MESSAGES.deleted)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/libraries'));
});

test('someone else’s folder is read-only: its owner named, no Edit, Delete or Remove', async () => {
  renderPage({
    'GET /api/folders/f2': {
      data: folderPage({ path: [], folder: folderFixture({ id: 'f2', isOwner: false, visibility: 'unlisted', owner: { id: 'u2', firstName: 'Bola', lastName: 'Ade', username: 'bola' } }) }),
    },
  });
  expect(await screen.findByRole('article', { name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  expect(screen.getByText('Bola Ade')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).queryByRole('link')).not.toBeInTheDocument();
  for (const name of ['Edit', 'Delete', 'New subfolder', /^Remove/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

test('a folder that does not exist or is not shared with the reader says so, with a way back', async () => {
  renderPage({ 'GET /api/folders/f2': { status: 404, error: { code: 'NOT_FOUND', message: FOLDER_MESSAGES.notFound } } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(FOLDER_MESSAGES.notFound);
  expect(within(alert).getByRole('link', { name: 'Back to My Libraries' })).toHaveAttribute('href', '/dashboard/libraries');
});

test('a material filed here while its preview is being made shows the preview once ready, without a reload, and the page stops asking', async () => {
  jest.useFakeTimers();
  try {
    let ready = false;
    renderPage({
      'GET /api/folders/f2': () => ({
        data: folderPage({
          materials: [
            ready
              ? materialFixture({ id: 'm1', label: 'CSC 204 lecture notes', type: 'pptx', previewStatus: 'ready', previewUrl: '/api/materials/m1/preview', pages: 9 })
              : materialFixture({ id: 'm1', label: 'CSC 204 lecture notes', type: 'pptx', previewStatus: 'pending', previewUrl: null, readUrl: null, pages: null }),
          ],
        }),
      }),
    });
    const card = await screen.findByRole('article', { name: 'CSC 204 lecture notes' });
    expect(within(card).getByRole('status')).toHaveTextContent('Preparing preview...');

    ready = true;
    expect(await within(card).findByRole('presentation', {}, { timeout: 10_000 })).toHaveAttribute('src', '/api/materials/m1/preview');
    expect(within(card).queryByText('Preparing preview...')).not.toBeInTheDocument();
    const asked = net?.calls.length;
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(net?.calls).toHaveLength(asked ?? 0);
  } finally {
    jest.useRealTimers();
  }
});

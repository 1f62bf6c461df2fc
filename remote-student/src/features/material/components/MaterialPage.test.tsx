import { type Material, type Paged } from '@lectern/shared-api';
import { materialKeys } from '@lectern/shared-api/student';
import { FOLDER_MESSAGES } from '@lectern/shared-api/contract';
import { bodyOf, type FakeNetwork, fakeNetworkPerTest, type FakeRoutes, folderFixture, materialFixture, ownFolderFixture, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MATERIAL_UNAVAILABLE, MaterialPage } from './MaterialPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderPage<Keys extends string>(routes: FakeRoutes<Keys>, me = 'u1') {
  net = fakeNetwork(routes);
  signInAs({ id: me });
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<MaterialPage />, { route: '/material/m1', path: '/material/:id' }) };
}

test('details of the material, with its course linking to the course page', async () => {
  renderPage({ 'GET /api/materials/m1': { data: materialFixture({ type: 'docx', pages: null, previewStatus: 'none', readUrl: null }) } });
  expect(await screen.findByRole('heading', { level: 1, name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CSC 204' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(screen.getByText('Bola Ade')).toBeInTheDocument();
  expect(screen.getByText('2.3 MB')).toBeInTheDocument();
  expect(screen.getByText('Weeks 1 to 6')).toBeInTheDocument();
  expect(screen.getByText('Previews are not available for Word and PowerPoint files: download it to read it.')).toBeInTheDocument();
});

test('Like and Save change on the server and on the page', async () => {
  const { user } = renderPage({
    'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://example.edu', fileName: null, size: null, canDownload: false }) },
    'POST /api/materials/m1/like': { data: materialFixture({ type: 'link', url: 'https://example.edu', isLiked: true, likes: 3 }) },
    'POST /api/materials/m1/save': { data: materialFixture({ type: 'link', url: 'https://example.edu', isLiked: true, likes: 3, isSaved: true }) },
  });
  await user.click(await screen.findByRole('button', { name: 'Like (2)' }));
  expect(await screen.findByRole('button', { name: 'Liked (3)' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: /^Save/ }));
  expect(await screen.findByText('Added to saved materials')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
});

test('Report opens the report dialog; one’s own material has no Report but shows its review status', async () => {
  const { user, unmount } = renderPage({ 'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://example.edu' }) } });
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  unmount();
  net?.restore();

  renderPage({ 'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://example.edu', reviewStatus: 'rejected', reviewComment: 'Wrong course' }) } }, 'u2');
  expect(await screen.findByText('Not approved: Wrong course')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
});

test('a material the person may not see reads as unavailable', async () => {
  renderPage({ 'GET /api/materials/m1': { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } } });
  expect(await screen.findByRole('alert')).toHaveTextContent(MATERIAL_UNAVAILABLE);
});

test('Liked looks pressed (solid) and keeps its width’s words; the activity reads in the right number', async () => {
  const { user } = renderPage({
    'GET /api/materials/m1': { data: materialFixture({ views: 1, downloads: 1, likes: 0 }) },
    'POST /api/materials/m1/like': { data: materialFixture({ views: 1, downloads: 1, likes: 1, isLiked: true }) },
  });
  const like = await screen.findByRole('button', { name: 'Like (0)' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('1 download · 1 view · 0 likes')).toBeInTheDocument();
  const unlikedLook = getComputedStyle(like).backgroundColor;
  await user.click(like);
  const liked = await screen.findByRole('button', { name: 'Liked (1)' });
  expect(liked).toHaveAttribute('aria-pressed', 'true');
  expect(getComputedStyle(liked).color).toBe('rgb(255, 255, 255)');
  expect(getComputedStyle(liked).backgroundColor).not.toBe(unlikedLook);
  expect(screen.getByText('1 download · 1 view · 1 like')).toBeInTheDocument();
});

test('a link material names its site and offers Open in a new tab (noopener), not a download', async () => {
  renderPage({
    'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://www.example.edu/graphs', fileName: null, size: null, pages: null }) },
  });
  const open = await screen.findByRole('link', { name: /^Open CSC 204 lecture notes on example\.edu/ });
  expect(open).toHaveAttribute('href', 'https://www.example.edu/graphs');
  expect(open).toHaveAttribute('target', '_blank');
  expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/This material is a link to example\.edu/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
});

test('one’s own upload waiting for review offers no Save, Like or Share', async () => {
  renderPage({ 'GET /api/materials/m1': { data: materialFixture({ reviewStatus: 'pending' }) } }, 'u2');
  expect(await screen.findByText('Pending review: staff review uploads within 24 hours.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Download/ })).toBeInTheDocument();
});

test('the view the page counted reaches the cached lists, so going back shows it', async () => {
  const { queryClient } = renderPage({ 'GET /api/materials/m1': { data: materialFixture({ views: 11 }) } });
  const listKey = materialKeys.list('recent', {});
  act(() => queryClient.setQueryData(listKey, { data: [materialFixture({ views: 10 })], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } }));
  expect(await screen.findByText('3 downloads · 11 views · 2 likes')).toBeInTheDocument();
  await waitFor(() => expect(queryClient.getQueryData<Paged<Material>>(listKey)?.data[0]?.views).toBe(11));
});

test('a PowerPoint being converted says "Preparing preview...", then, without a reload, is read in the viewer with its pages', async () => {
  jest.useFakeTimers();
  try {
    let ready = false;
    const pptx = { type: 'pptx' as const, fileName: 'week3.pptx' };
    renderPage({
      'GET /api/materials/m1': () => ({
        data: ready
          ? materialFixture({ ...pptx, previewStatus: 'ready', pages: 9, readUrl: '/api/materials/m1/file?inline=1', previewUrl: '/api/materials/m1/preview' })
          : materialFixture({ ...pptx, previewStatus: 'pending', pages: null, readUrl: null, previewUrl: null }),
      }),
    });
    expect((await screen.findByText('Preparing preview...')).closest('[role="status"]')).not.toBeNull();
    // The download works meanwhile: it is the original file.
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/api/materials/m1/file');
    ready = true;
    await waitFor(() => expect(screen.queryByText('Preparing preview...')).not.toBeInTheDocument(), { timeout: 10_000 });
    // The reader (its scroll box of pages) stands where the note was.
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByRole('group', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByText('Pages').nextElementSibling).toHaveTextContent('9');
    const polls = net!.calls.filter((call) => call.url.pathname === '/api/materials/m1').length;
    // Once ready, it stops asking.
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(net!.calls.filter((call) => call.url.pathname === '/api/materials/m1')).toHaveLength(polls);
  } finally {
    jest.useRealTimers();
  }
});

test('Add to folder: adds to a folder and takes it out again, each said; New folder makes one in place with the material in it', async () => {
  const inside = new Set<string>();
  const folders = [ownFolderFixture({ id: 'f1', name: 'CSC 204 exam pack' })];
  const { user } = renderPage({
    'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://example.edu' }) },
    'GET /api/folders/mine': () => ({ data: folders.map((folder) => ({ ...folder, hasMaterial: inside.has(folder.id) })) }),
    'PUT /api/folders/f1/materials/m1': () => (inside.add('f1'), { data: folderFixture() }),
    'DELETE /api/folders/f1/materials/m1': () => (inside.delete('f1'), { data: folderFixture() }),
    'POST /api/folders': (_url, init) => {
      folders.push(ownFolderFixture({ id: 'f9', ...(bodyOf(init) as object) }));
      return { status: 201, data: folderFixture({ id: 'f9', name: 'Revision' }) };
    },
    'PUT /api/folders/f9/materials/m1': () => (inside.add('f9'), { data: folderFixture({ id: 'f9' }) }),
  });
  await user.click(await screen.findByRole('button', { name: 'Add to folder CSC 204 lecture notes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to folder' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'CSC 204 exam pack' }));
  expect(await screen.findByText(FOLDER_MESSAGES.added('CSC 204 exam pack'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'CSC 204 exam pack' }));
  expect(await screen.findByText(FOLDER_MESSAGES.removed('CSC 204 exam pack'))).toBeInTheDocument();
  expect(inside.size).toBe(0);

  await user.click(within(dialog).getByRole('button', { name: 'New folder' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
  expect(await within(dialog).findByText(FOLDER_MESSAGES.nameRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Revision');
  await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
  expect(await screen.findByText(FOLDER_MESSAGES.added('Revision'))).toBeInTheDocument();
  expect(await within(dialog).findByRole('checkbox', { name: 'Revision' })).toBeChecked();
});

test('Related materials: the server’s list of the same course and department, each opening its page; no section when there are none', async () => {
  const { unmount } = renderPage({
    'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://example.edu' }) },
    'GET /api/materials/m1/related': { data: [materialFixture({ id: 'm2', label: 'CSC 204 past questions 2023' }), materialFixture({ id: 'm3', label: 'Trees and graphs' })] },
  });
  const related = await screen.findByRole('region', { name: 'Related materials' });
  // The cards come in a deferred render, once the row has its answer.
  expect(await within(related).findByRole('link', { name: 'CSC 204 past questions 2023' })).toHaveAttribute('href', '/material/m2');
  expect(within(related).getByRole('link', { name: 'Trees and graphs' })).toHaveAttribute('href', '/material/m3');
  unmount();
  net?.restore();
  renderPage({
    'GET /api/materials/m1': { data: materialFixture({ type: 'link', url: 'https://example.edu' }) },
    'GET /api/materials/m1/related': { data: [] },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  await waitFor(() => expect(net?.calls.some((call) => call.url.pathname.endsWith('/related'))).toBe(true));
  await waitFor(() => expect(screen.queryByText('Loading materials...')).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: 'Related materials' })).not.toBeInTheDocument();
});

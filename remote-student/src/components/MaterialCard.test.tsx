import { FOLDER_MESSAGES } from '@lectern/shared-api/contract';
import { type FakeNetwork, fakeNetworkPerTest, folderFixture, materialFixture, ownFolderFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaterialCard } from './MaterialCard.tsx';
import { SAVED_TOAST, UNSAVED_TOAST } from './SaveToggle.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.useRealTimers();
});

const render = (material = materialFixture()) => renderWithProviders(<MaterialCard material={material} />, { route: '/dashboard' });

test('shows the spec’s fields: title linking to the material, classification, type, pages, course, uploader, time, counts', () => {
  jest.useFakeTimers({ now: Date.parse('2026-02-03T10:00:00Z') });
  render();
  const card = screen.getByRole('article', { name: 'CSC 204 lecture notes' });
  expect(within(card).getByRole('link', { name: 'CSC 204 lecture notes' })).toHaveAttribute('href', '/material/m1');
  expect(within(card).getByText(/Lecture Notes · PDF · 12 pages/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'CSC 204' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(within(card).getByText('2 days ago')).toBeInTheDocument();
  expect(within(card).getByText(/Bola Ade/)).toBeInTheDocument();
  expect(within(card).getByText('3 downloads · 10 views · 2 likes')).toBeInTheDocument();
});

test('counts and pages read in the right number: 1 view, 1 download, 1 like, 1 page', () => {
  render(materialFixture({ downloads: 1, views: 1, likes: 1, pages: 1 }));
  const card = screen.getByRole('article');
  expect(within(card).getByText('1 download · 1 view · 1 like')).toBeInTheDocument();
  expect(within(card).getByText(/Lecture Notes · PDF · 1 page\b/)).toBeInTheDocument();
});

test('the phone’s compact row: a lazy thumbnail, the title, course code, type and pages and the saved toggle; the rest is the card’s only', () => {
  render(materialFixture({ previewUrl: '/api/materials/m1/preview', isSaved: true }));
  const card = screen.getByRole('article', { name: 'CSC 204 lecture notes' });
  const thumbnail = card.querySelector('img')!;
  expect(thumbnail).toHaveAttribute('loading', 'lazy');
  expect(within(card).getByRole('heading', { name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  const summary = within(card).getByText(/Lecture Notes · PDF · 12 pages/);
  expect(within(summary).getByRole('link', { name: 'CSC 204' })).toBeInTheDocument();
  expect(summary).not.toHaveAttribute('data-card-only');
  const saved = within(card).getByRole('button', { name: 'Saved CSC 204 lecture notes' });
  expect(saved.closest('[data-card-only]')).toBeNull();
  // Below `sm` the card's CSS hides what is marked card-only: uploader, counts, Share and Download.
  for (const cardOnly of [
    within(card).getByText(/Bola Ade/),
    within(card).getByText('3 downloads · 10 views · 2 likes'),
    within(card).getByRole('button', { name: 'Share CSC 204 lecture notes' }),
    within(card).getByRole('link', { name: 'Download CSC 204 lecture notes' }),
  ]) {
    expect(cardOnly.closest('[data-card-only]')).not.toBeNull();
  }
});

test('the preview image falls back to a placeholder when it fails to load', () => {
  render(materialFixture({ previewUrl: '/api/materials/m1/preview' }));
  const image = screen.getByRole('article').querySelector('img')!;
  expect(image).toHaveAttribute('src', '/api/materials/m1/preview');
  fireEvent.error(image);
  expect(screen.getByRole('article').querySelector('img')).toBeNull();
  expect(screen.getByText('PDF')).toBeInTheDocument();
});

test('a slide deck’s thumbnail is shown whole (contained), a page’s fills the box from its top', () => {
  const { unmount } = render(materialFixture({ previewUrl: '/api/materials/m1/preview', pageAspect: 9 / 16 }));
  expect(getComputedStyle(screen.getByRole('article').querySelector('img')!).objectFit).toBe('contain');
  unmount();
  render(materialFixture({ previewUrl: '/api/materials/m1/preview', pageAspect: 1.414 }));
  expect(getComputedStyle(screen.getByRole('article').querySelector('img')!).objectFit).toBe('cover');
});

test('Save toggles the saved state on the server and says so; Saved looks pressed and un-saves', async () => {
  const user = userEvent.setup({ delay: null });
  let saved = false;
  net = fakeNetwork({
    'POST /api/materials/m1/save': () => ((saved = true), { data: materialFixture({ isSaved: true }) }),
    'DELETE /api/materials/m1/save': () => ((saved = false), { data: materialFixture({ isSaved: false }) }),
  });
  const { rerender } = render();
  const save = screen.getByRole('button', { name: 'Save CSC 204 lecture notes' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(save).toHaveAttribute('title', 'Save');
  const unsavedLook = getComputedStyle(save).backgroundColor;
  await user.click(save);
  expect(await screen.findByText(SAVED_TOAST)).toBeInTheDocument();
  expect(saved).toBe(true);

  rerender(<MaterialCard material={materialFixture({ isSaved: true })} />);
  const unsave = screen.getByRole('button', { name: 'Saved CSC 204 lecture notes' });
  expect(unsave).toHaveAttribute('aria-pressed', 'true');
  expect(unsave).toHaveAttribute('title', 'Saved');
  // Saved is solid (the primary colour), not only another word.
  expect(getComputedStyle(unsave).color).toBe('rgb(255, 255, 255)');
  expect(getComputedStyle(unsave).backgroundColor).not.toBe(unsavedLook);
  await user.click(unsave);
  expect(await screen.findByText(UNSAVED_TOAST)).toBeInTheDocument();
  expect(saved).toBe(false);
});

test('a link material names its site and opens it in a new tab, instead of a Download', () => {
  render(materialFixture({ type: 'link', url: 'https://www.example.edu/graphs', fileName: null, pages: null }));
  const card = screen.getByRole('article');
  expect(within(card).getByText(/^Lecture Notes · Link · example\.edu ·/)).toBeInTheDocument();
  const open = within(card).getByRole('link', { name: /^Open CSC 204 lecture notes on example\.edu/ });
  expect(open).toHaveAttribute('href', 'https://www.example.edu/graphs');
  expect(open).toHaveAttribute('target', '_blank');
  expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(card).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  expect(within(card).queryByText('LINK')).not.toBeInTheDocument();
});

test('one’s own upload waiting for review offers no Save or Share', () => {
  renderWithProviders(<MaterialCard material={materialFixture({ reviewStatus: 'pending' })} showReviewStatus />, { route: '/dashboard' });
  const card = screen.getByRole('article');
  expect(within(card).getByText('Pending review')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
});

test('a failed save says what went wrong', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({ 'POST /api/materials/m1/save': { status: 404, error: { code: 'NOT_FOUND', message: 'This material is not available.' } } });
  render();
  await user.click(screen.getByRole('button', { name: /^Save/ }));
  expect(await screen.findByText('This material is not available.')).toBeInTheDocument();
});

test('Download is offered only when the person may have the file', () => {
  const { unmount } = render();
  expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/api/materials/m1/file');
  unmount();
  render(materialFixture({ canDownload: false, restriction: 'view only' }));
  expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
});

test('My Uploads shows the review status and a rejection’s reason', () => {
  renderWithProviders(
    <MaterialCard material={materialFixture({ reviewStatus: 'rejected', reviewComment: 'The scan cannot be read.' })} showReviewStatus />,
    { route: '/dashboard' },
  );
  expect(screen.getByText('Rejected')).toBeInTheDocument();
  expect(screen.getByText('Reason: The scan cannot be read.')).toBeInTheDocument();
});

test('a preview being made reads "Preparing preview..." in the picture’s place; one that could not be made, "Preview unavailable"', () => {
  const { unmount } = render(materialFixture({ type: 'docx', previewStatus: 'pending', previewUrl: null, readUrl: null, pages: null }));
  const card = screen.getByRole('article');
  expect(within(card).getByRole('status')).toHaveTextContent('Preparing preview...');
  expect(card.querySelector('img')).toBeNull();
  unmount();
  render(materialFixture({ previewStatus: 'unavailable', previewUrl: null }));
  expect(within(screen.getByRole('article')).getByText('Preview unavailable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', '/api/materials/m1/file');
});

test('a search passage shows under the title as text: markup in a document is never HTML', () => {
  const text = 'Reply with <b>hi</b> to start.';
  render(materialFixture({ snippet: { page: 4, text, marks: [{ start: text.indexOf('<b>'), end: text.indexOf(' to') }] } }));
  const card = screen.getByRole('article');
  expect(within(card).getByText('p. 4')).toBeInTheDocument();
  expect(within(card).getByText('<b>hi</b>').tagName).toBe('MARK');
  expect(card.querySelector('b')).toBeNull();
});

test('the title of a search result leads to the page the words were found on, with the search; other cards to the plain page', () => {
  const text = 'By Kirchhoff’s current law, the currents into a node sum to zero.';
  const snippet = { page: 7, text, marks: [{ start: text.indexOf('Kirchhoff'), end: text.indexOf('’s') }] };
  const searched = renderWithProviders(<MaterialCard material={materialFixture({ snippet })} />, { route: '/dashboard/courses/EEE201?q=kirchhoff' });
  expect(screen.getByRole('link', { name: 'CSC 204 lecture notes' })).toHaveAttribute('href', '/material/m1?q=kirchhoff&page=7');
  searched.unmount();
  // No search in the address (a list that kept the passage): the passage's marked words are the search.
  const kept = render(materialFixture({ snippet }));
  expect(screen.getByRole('link', { name: 'CSC 204 lecture notes' })).toHaveAttribute('href', '/material/m1?q=Kirchhoff&page=7');
  kept.unmount();
  renderWithProviders(<MaterialCard material={materialFixture()} />, { route: '/dashboard/search?q=kirchhoff' });
  expect(screen.getByRole('link', { name: 'CSC 204 lecture notes' })).toHaveAttribute('href', '/material/m1');
});

test('Add to folder on the card: the student’s folders checked where the material is; checking adds, unchecking removes, each said; Escape closes', async () => {
  const user = userEvent.setup({ delay: null });
  const inside = new Set(['f2']);
  net = fakeNetwork({
    'GET /api/folders/mine': (url) => {
      expect(url.searchParams.get('materialId')).toBe('m1');
      return {
        data: [
          ownFolderFixture({ id: 'f1', name: 'CSC 204 exam pack', hasMaterial: inside.has('f1') }),
          ownFolderFixture({ id: 'f2', name: 'Week 3', parentId: 'f1', depth: 2, hasMaterial: inside.has('f2') }),
        ],
      };
    },
    'PUT /api/folders/f1/materials/m1': () => (inside.add('f1'), { data: folderFixture({ id: 'f1', name: 'CSC 204 exam pack' }) }),
    'DELETE /api/folders/f2/materials/m1': () => (inside.delete('f2'), { data: folderFixture({ id: 'f2', name: 'Week 3' }) }),
  });
  render();
  expect(net.calls).toHaveLength(0);
  const open = within(screen.getByRole('article')).getByRole('button', { name: 'Add to folder CSC 204 lecture notes' });
  expect(open.closest('[data-card-only]')).not.toBeNull();
  await user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Add to folder' });
  const pack = await within(dialog).findByRole('checkbox', { name: 'CSC 204 exam pack' });
  expect(pack).not.toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Week 3' })).toBeChecked();

  await user.click(pack);
  expect(await screen.findByText(FOLDER_MESSAGES.added('CSC 204 exam pack'))).toBeInTheDocument();
  expect(pack).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Week 3' }));
  expect(await screen.findByText(FOLDER_MESSAGES.removed('Week 3'))).toBeInTheDocument();
  expect(inside).toEqual(new Set(['f1']));

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
});

test('Add to folder ticks the box at once, and unticks it with the reason when the server refuses', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/folders/mine': { data: [ownFolderFixture({ id: 'f1', name: 'CSC 204 exam pack', hasMaterial: false })] },
    'PUT /api/folders/f1/materials/m1': { status: 400, error: { code: 'VALIDATION', message: FOLDER_MESSAGES.folderFull } },
  });
  render();
  await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Add to folder CSC 204 lecture notes' }));
  const pack = await within(await screen.findByRole('dialog', { name: 'Add to folder' })).findByRole('checkbox', { name: 'CSC 204 exam pack' });
  await user.click(pack);
  expect(await screen.findByText(FOLDER_MESSAGES.folderFull)).toBeInTheDocument();
  expect(pack).not.toBeChecked();
});

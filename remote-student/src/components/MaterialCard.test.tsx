import { fakeNetwork, type FakeNetwork } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { materialFixture } from '../test/materialFixture.ts';
import { MaterialCard } from './MaterialCard.tsx';
import { SAVED_TOAST, UNSAVED_TOAST } from './SaveToggle.tsx';

let net: FakeNetwork | undefined;
afterEach(() => net?.restore());

const render = (material = materialFixture()) => renderWithProviders(<MaterialCard material={material} />, { route: '/dashboard' });

test('shows the spec’s fields: title linking to the material, classification, pages, course, uploader, time, counts', () => {
  jest.useFakeTimers({ now: Date.parse('2026-02-03T10:00:00Z') });
  render();
  const card = screen.getByRole('article', { name: 'CSC 204 lecture notes' });
  expect(within(card).getByRole('link', { name: 'CSC 204 lecture notes' })).toHaveAttribute('href', '/material/m1');
  expect(within(card).getByText(/Lecture Notes · 12 pages/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'CSC 204' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(within(card).getByText('2 days ago')).toBeInTheDocument();
  expect(within(card).getByText(/Bola Ade/)).toBeInTheDocument();
  expect(within(card).getByText('3 downloads · 10 views · 2 likes')).toBeInTheDocument();
  jest.useRealTimers();
});

test('the preview image falls back to a placeholder when it fails to load', () => {
  render(materialFixture({ previewUrl: '/api/materials/m1/preview' }));
  const image = screen.getByRole('article').querySelector('img')!;
  expect(image).toHaveAttribute('src', '/api/materials/m1/preview');
  fireEvent.error(image);
  expect(screen.getByRole('article').querySelector('img')).toBeNull();
  expect(screen.getByText('PDF')).toBeInTheDocument();
});

test('Save toggles the saved state on the server and says so; Saved un-saves', async () => {
  const user = userEvent.setup();
  let saved = false;
  net = fakeNetwork({
    'POST /api/materials/m1/save': () => ((saved = true), { data: materialFixture({ isSaved: true }) }),
    'DELETE /api/materials/m1/save': () => ((saved = false), { data: materialFixture({ isSaved: false }) }),
  });
  const { rerender } = render();
  const save = screen.getByRole('button', { name: 'Save CSC 204 lecture notes' });
  expect(save).toHaveAttribute('aria-pressed', 'false');
  await user.click(save);
  expect(await screen.findByText(SAVED_TOAST)).toBeInTheDocument();
  expect(saved).toBe(true);

  rerender(<MaterialCard material={materialFixture({ isSaved: true })} />);
  await user.click(screen.getByRole('button', { name: 'Saved CSC 204 lecture notes' }));
  expect(await screen.findByText(UNSAVED_TOAST)).toBeInTheDocument();
  expect(saved).toBe(false);
});

test('a failed save says what went wrong', async () => {
  const user = userEvent.setup();
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

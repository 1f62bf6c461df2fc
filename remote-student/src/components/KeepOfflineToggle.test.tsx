import '@lectern/shared-api/testing/device-storage';
import { sessionStore } from '@lectern/shared-api';
import { clearKept, OFFLINE_MESSAGES, offlineSettled } from '@lectern/shared-api/offline';
import { materialFixture, sessionUser } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeepOfflineToggle } from './KeepOfflineToggle.tsx';


const original = globalThis.fetch;
/** The file routes answer with a few bytes, or with `status`. */
function serveFiles(status = 200) {
  globalThis.fetch = (() =>
    Promise.resolve({
      ok: status < 300,
      status,
      headers: { get: () => 'application/pdf' },
      arrayBuffer: () => Promise.resolve(Uint8Array.from([37, 80, 68, 70]).buffer),
    } as unknown as Response)) as typeof fetch;
}

beforeEach(() => sessionStore.getState().signedIn(sessionUser()));
afterEach(async () => {
  globalThis.fetch = original;
  await offlineSettled();
  await clearKept();
});

test('Keep offline keeps the material (it then reads Kept offline, pressed); pressed again, it is removed', async () => {
  serveFiles();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<KeepOfflineToggle material={materialFixture()} />);
  const toggle = screen.getByRole('button', { name: 'Keep offline CSC 204 lecture notes' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Kept offline CSC 204 lecture notes' })).toHaveAttribute('aria-pressed', 'true'));
  await user.click(screen.getByRole('button', { name: 'Kept offline CSC 204 lecture notes' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Keep offline CSC 204 lecture notes' })).toHaveAttribute('aria-pressed', 'false'));
});

test('a failure says why, and the material is not kept', async () => {
  serveFiles(500);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<KeepOfflineToggle material={materialFixture()} />);
  await user.click(screen.getByRole('button', { name: /^Keep offline/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.fetchFailed);
  expect(screen.getByRole('button', { name: /^Keep offline/ })).toHaveAttribute('aria-pressed', 'false');
});

test('the card’s compact toggle is named, with a tooltip; a link has nothing to keep', () => {
  const { unmount } = renderWithProviders(<KeepOfflineToggle material={materialFixture()} compact size="sm" />);
  expect(screen.getByRole('button', { name: 'Keep offline CSC 204 lecture notes' })).toHaveAttribute('title', 'Keep offline');
  unmount();
  renderWithProviders(<KeepOfflineToggle material={materialFixture({ type: 'link', url: 'https://example.edu', fileName: null, size: null, readUrl: null })} />);
  expect(screen.queryByRole('button', { name: /offline/ })).not.toBeInTheDocument();
});

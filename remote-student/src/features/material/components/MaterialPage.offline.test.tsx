import '@lectern/shared-api/testing/device-storage';
import { clearKept, keepOffline, OFFLINE_MESSAGES, offlineSettled } from '@lectern/shared-api/offline';
import { fakeNetworkPerTest, materialFixture, signInAs } from '@lectern/shared-api/testing';
import { notify } from '@lectern/shared-ui';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaterialPage } from './MaterialPage.tsx';

const PDF = [37, 80, 68, 70, 45, 49, 46, 55];
const original = globalThis.fetch;
/** The file routes answer with a few bytes of PDF (keeping a material fetches them). */
function serveFiles() {
  globalThis.fetch = (() =>
    Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/pdf' }, arrayBuffer: () => Promise.resolve(Uint8Array.from(PDF).buffer) } as unknown as Response)) as typeof fetch;
}

const fakeNetwork = fakeNetworkPerTest();
const goOffline = () => {
  onlineManager.setOnline(false);
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
};
beforeEach(() => signInAs());
afterEach(async () => {
  globalThis.fetch = original;
  onlineManager.setOnline(true);
  jest.restoreAllMocks();
  await offlineSettled();
  await clearKept();
});

test('offline, a kept material opens from the device, saying so, and Download saves the kept file', async () => {
  serveFiles();
  const material = materialFixture({ id: 'm1', type: 'pdf', fileName: 'notes.pdf' });
  await keepOffline(material);
  goOffline();
  fakeNetwork({});
  const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  // jsdom has no object URLs; the saved file's link is made from one.
  URL.createObjectURL = jest.fn(() => 'blob:kept');
  URL.revokeObjectURL = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<MaterialPage />, { route: '/material/m1', path: '/material/:id' });

  expect(await screen.findByText(OFFLINE_MESSAGES.readingKeptCopy)).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(within(details).getByRole('heading', { level: 1, name: material.label })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: `Kept offline ${material.label}` })).toHaveAttribute('aria-pressed', 'true');

  const success = jest.spyOn(notify, 'success');
  const failure = jest.spyOn(notify, 'error');
  await user.click(screen.getByRole('link', { name: `Download ${material.label}` }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Download started!'));
  expect(failure).not.toHaveBeenCalled();
  expect(saved).toHaveBeenCalled();
});

test('offline, a material not kept says it waits for the network instead of loading forever', async () => {
  goOffline();
  fakeNetwork({});
  renderWithProviders(<MaterialPage />, { route: '/material/m2', path: '/material/:id' });
  expect(await screen.findByText('You are offline. This shows once you are back online.')).toBeInTheDocument();
  expect(screen.queryByText(OFFLINE_MESSAGES.readingKeptCopy)).not.toBeInTheDocument();
});

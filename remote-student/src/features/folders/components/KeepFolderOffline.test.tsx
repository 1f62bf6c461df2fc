import '@lectern/shared-api/testing/device-storage';
import type { FolderPage as FolderPageData } from '@lectern/shared-api/contract';
import { clearKept, keepOffline, listOffline, offlineSettled } from '@lectern/shared-api/offline';
import { fakeNetworkPerTest, folderFixture, materialFixture, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolderPage } from './FolderPage.tsx';

const MB = 1024 * 1024;
const notes = materialFixture({ id: 'm1', label: 'Week 1 notes', size: 2 * MB });
const pastPaper = materialFixture({ id: 'm2', label: '2024 past paper', size: 3 * MB });
const reading = materialFixture({ id: 'm3', label: 'Graphs reading', size: 1 * MB });
const link = materialFixture({ id: 'm4', label: 'A video', type: 'link', url: 'https://example.edu', size: null, fileName: null, readUrl: null });

const top: FolderPageData = {
  folder: folderFixture({ id: 'f1', name: 'CSC 204 exam pack', folderCount: 1, materialCount: 3 }),
  path: [],
  folders: [folderFixture({ id: 'f2', name: 'Graphs', parentId: 'f1', depth: 2 })],
  materials: [notes, pastPaper, link],
};
const sub: FolderPageData = { folder: top.folders[0]!, path: [{ id: 'f1', name: 'CSC 204 exam pack' }], folders: [], materials: [reading, notes] };

const fakeNetwork = fakeNetworkPerTest();
const original = globalThis.fetch;
beforeEach(() => signInAs());
afterEach(async () => {
  globalThis.fetch = original;
  await offlineSettled();
  await clearKept();
});

/** The folder routes answer with JSON; the file routes with a few bytes. */
function serve() {
  fakeNetwork({ 'GET /api/folders/f1': { data: top }, 'GET /api/folders/f2': { data: sub } });
  const json = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/file') || String(input).includes('/preview')
      ? Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/pdf' }, arrayBuffer: () => Promise.resolve(Uint8Array.from([37, 80, 68, 70]).buffer) } as unknown as Response)
      : json(input, init)) as typeof fetch;
}

test('Keep this folder offline says how many materials and how much first, then keeps those of its folders too, each once', async () => {
  serve();
  await keepOffline(pastPaper);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FolderPage />, { route: '/dashboard/folders/f1', path: '/dashboard/folders/:id' });
  await user.click(await screen.findByRole('button', { name: 'Keep this folder offline' }));

  const dialog = await screen.findByRole('dialog', { name: 'Keep this folder offline?' });
  // Week 1 notes (2 MB, also in Graphs) and Graphs reading (1 MB); the past paper is kept already; a link has no file.
  expect(dialog).toHaveTextContent('2 materials from this folder and its folders, about 3.0 MB, will be kept on this device. 1 is kept already.');
  await user.click(within(dialog).getByRole('button', { name: 'Keep 2 materials' }));

  expect(await screen.findByText('2 materials kept offline')).toBeInTheDocument();
  const kept = await listOffline();
  expect(kept.items.map((item) => item.material.label).sort()).toEqual(['2024 past paper', 'Graphs reading', 'Week 1 notes']);
});

test('a folder whose every file is kept already says so instead of asking', async () => {
  serve();
  for (const material of [notes, pastPaper, reading]) await keepOffline(material);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FolderPage />, { route: '/dashboard/folders/f1', path: '/dashboard/folders/:id' });
  await user.click(await screen.findByRole('button', { name: 'Keep this folder offline' }));
  expect(await screen.findByText('Everything in this folder is kept offline already.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

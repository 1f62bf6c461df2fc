import '@lectern/shared-api/testing/device-storage';
import { sessionStore } from '@lectern/shared-api';
import { clearKept, keepOffline, offlineSettled } from '@lectern/shared-api/offline';
import { materialFixture, sessionUser } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { waitFor } from '@testing-library/react';
import { MaterialPreview } from './MaterialPreview.tsx';

// pdf.js does not run under jsdom: the test sees what the viewer asks it to open.
const openPdf = jest.fn((_source: string | Uint8Array) => Promise.reject(new Error('no pdf.js in jsdom')));
jest.mock('../pdf/pdfDocument.ts', () => ({ openPdf: (source: string | Uint8Array) => openPdf(source), drawPage: jest.fn() }));


const PDF = [37, 80, 68, 70, 45, 49];
const original = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = (() =>
    Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/pdf' }, arrayBuffer: () => Promise.resolve(Uint8Array.from(PDF).buffer) } as unknown as Response)) as typeof fetch;
  sessionStore.getState().signedIn(sessionUser());
});
afterEach(async () => {
  globalThis.fetch = original;
  await offlineSettled();
  await clearKept();
});

test('a kept material is read from this device, not from the network', async () => {
  const material = materialFixture();
  await keepOffline(material);
  renderWithProviders(<MaterialPreview material={material} />, { route: '/material/m1' });
  await waitFor(() => expect(openPdf).toHaveBeenCalled());
  expect(Array.from(openPdf.mock.calls[0]![0] as Uint8Array)).toEqual(PDF);
});

test('a kept file whose bytes were changed is never shown: the viewer asks the network instead', async () => {
  const material = materialFixture();
  await keepOffline(material);
  await new Promise<void>((resolve) => {
    const open = indexedDB.open('lectern-offline');
    open.onsuccess = () => {
      const tx = open.result.transaction('files', 'readwrite');
      tx.objectStore('files').put({ userId: 'u1', materialId: 'm1', kind: 'original', bytes: Uint8Array.from([37, 80, 68, 70, 45, 50]).buffer });
      tx.oncomplete = () => resolve(open.result.close());
    };
  });
  renderWithProviders(<MaterialPreview material={material} />, { route: '/material/m1' });
  await waitFor(() => expect(openPdf).toHaveBeenCalledWith('/api/materials/m1/file?inline=1'));
});

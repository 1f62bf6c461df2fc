import '@lectern/shared-api/testing/device-storage';
import { sessionStore, type Material } from '@lectern/shared-api';
import { clearKept, keepOffline, offlineSettled, syncNow } from '@lectern/shared-api/offline';
import { fakeNetwork, materialFixture, sessionUser, type FakeReply } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeptOfflineSection, OFFLINE_EMPTY_HINT, OFFLINE_EMPTY_TITLE } from './KeptOfflineSection.tsx';


const notes = materialFixture({ id: 'm1', label: 'Graph notes' });
const exam = materialFixture({ id: 'm2', label: 'Past exam', course: { id: 'c2', courseCode: 'MTH101', courseName: 'Calculus' } });

/** Each file is 600 KB; the details answer 404 for `gone`. */
function network(gone: string[] = []) {
  const details = (m: Material): FakeReply<'GET /api/materials/:id'> => (gone.includes(m.id) ? { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } } : { data: m });
  const net = fakeNetwork({ 'GET /api/materials/m1': details(notes), 'GET /api/materials/m2': details(exam) });
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/file')
      ? Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/pdf' }, arrayBuffer: () => Promise.resolve(new ArrayBuffer(600 * 1024)) } as unknown as Response)
      : jsonFetch(input, init)) as typeof fetch;
  return net;
}

let net: ReturnType<typeof network> | undefined;
beforeEach(() => sessionStore.getState().signedIn(sessionUser()));
afterEach(async () => {
  net?.restore();
  await offlineSettled();
  await clearKept();
});

test('an empty Offline row says how to keep a material', async () => {
  renderWithProviders(<KeptOfflineSection />, { route: '/dashboard/libraries' });
  const section = screen.getByRole('region', { name: 'Offline' });
  expect(await within(section).findByRole('heading', { name: OFFLINE_EMPTY_TITLE })).toBeInTheDocument();
  expect(within(section).getByText(OFFLINE_EMPTY_HINT)).toBeInTheDocument();
});

test('lists what is kept with sizes and the total, each removable; a sync’s notice says what was removed', async () => {
  net = network();
  await keepOffline(notes);
  await keepOffline(exam);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<KeptOfflineSection />, { route: '/dashboard/libraries' });
  const section = screen.getByRole('region', { name: 'Offline' });
  expect(await within(section).findByText('1.2 MB kept on this device')).toBeInTheDocument();
  const rows = within(section).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Past exam'), expect.stringContaining('Graph notes')]);
  expect(within(rows[0]!).getByRole('link', { name: 'Past exam' })).toHaveAttribute('href', '/material/m2');
  expect(rows[0]).toHaveTextContent('MTH 101 Calculus');
  expect(rows[0]).toHaveTextContent('600 KB');

  await user.click(within(section).getByRole('button', { name: 'Remove Past exam from this device' }));
  await waitFor(() => expect(within(section).queryByRole('link', { name: 'Past exam' })).not.toBeInTheDocument());
  expect(within(section).getByText('600 KB kept on this device')).toBeInTheDocument();

  net.restore();
  net = network(['m1']);
  await act(() => syncNow());
  expect(await within(section).findByRole('status')).toHaveTextContent('"Graph notes" is no longer available and was removed from this device.');
  expect(await within(section).findByRole('heading', { name: OFFLINE_EMPTY_TITLE })).toBeInTheDocument();
});

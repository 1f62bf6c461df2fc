import { RELEASE_MESSAGES, type ApiRoute, type RemoteReleases } from '@lectern/shared-api/contract';
import { bodyOf, fakeNetworkPerTest, type FakeNetwork, type FakeReply, type FakeRoute, type FakeRoutes, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANARY, CURRENT, IDS, LANDING, overviewFixture, PREVIOUS, releaseFixture, STUDENT } from '../testing/releaseFixtures.ts';
import { ReleasesPage } from './ReleasesPage.tsx';

// Promote, start a canary, end it, roll back and preview: each asked first, sent with the right
// body once confirmed, and told in a toast; the server's refusal in its own words.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

/** Each change's request: method, path and the JSON body sent (undefined for none). */
let sent: Array<{ method: string; path: string; body: unknown }> = [];

/** Records the call, then answers `reply` (route `R`'s answer, or an error). */
const answer =
  <R extends ApiRoute = never>(reply: FakeReply<R>): FakeRoute<R> =>
  (url, init) => {
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body === undefined ? undefined : bodyOf(init) });
    return reply;
  };

/** What GET /releases answers: a change made through the page changes it, as on the server. */
let overview = overviewFixture();

function renderPage<Keys extends string>(routes?: FakeRoutes<Keys>) {
  sent = [];
  overview = overviewFixture();
  net = fakeNetwork({ 'GET /api/releases': () => ({ data: overview }), 'GET /api/deploy-keys': { data: [] } }, routes);
  signInAs({ role: 'admin' });
  const user = userEvent.setup({ delay: null });
  const loadPage = jest.fn();
  renderWithProviders(<ReleasesPage loadPage={loadPage} />, { route: '/management/releases' });
  return { user, loadPage };
}

const student = () => screen.findByRole('region', { name: 'Student area' });
const overviewReads = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/releases').length;
/** The routes that move a remote's releases: each answers the remote's releases. */
type PointerRoute = 'POST /api/releases/:remote/promote' | 'POST /api/releases/:remote/rollback' | 'PUT /api/releases/:remote/canary' | 'DELETE /api/releases/:remote/canary';

/** The student remote changed: answered, and from now on in the overview too. */
const after =
  (changes: Partial<RemoteReleases>): FakeRoute<PointerRoute> =>
  (url, init) => {
    const student = { ...STUDENT, ...changes };
    overview = { ...overview, remotes: overview.remotes.map((entry) => (entry.remote === 'student' ? student : entry)) };
    return answer<PointerRoute>({ data: student })(url, init);
  };

test('Promote asks first, naming the release; confirmed, it sends the release, says so and shows the new current', async () => {
  const { user } = renderPage({
    'POST /api/releases/student/promote': after({ current: PREVIOUS, previous: IDS.current, candidate: null, recent: [CANARY, CURRENT, PREVIOUS] }),
  });
  await user.click(within(await student()).getByRole('button', { name: 'Promote release c3d4e5' }));
  const dialog = screen.getByRole('dialog', { name: 'Promote Student area release c3d4e5?' });
  expect(dialog).toHaveTextContent('Student area serves release c3d4e5 to everyone from their next page load, in place of a1b2c3. A canary of it ends.');
  expect(dialog).toHaveTextContent('commit 1234567, by Ada Obi.');

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  const reads = overviewReads();
  await user.click(within(await student()).getByRole('button', { name: 'Promote release c3d4e5' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('Student area now serves release c3d4e5.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'POST', path: '/api/releases/student/promote', body: { release: IDS.previous } }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The new current shows, and the overview is asked again (for the trail).
  const current = within(await student()).getByRole('heading', { level: 3, name: 'Current' }).parentElement!;
  await waitFor(() => expect(within(current).getByText('c3d4e5')).toBeInTheDocument());
  expect(within(await student()).getByText('No canary running.')).toBeInTheDocument();
  await waitFor(() => expect(overviewReads()).toBe(reads + 1));
});

test('Start canary asks the share: one out of 1-50 is refused with the contract\'s words and nothing is sent; a good one is', async () => {
  const { user } = renderPage({
    'PUT /api/releases/student/canary': after({ candidate: { release: PREVIOUS, percent: 25, since: new Date().toISOString() } }),
  });
  await user.click(within(await student()).getByRole('button', { name: 'Start canary release c3d4e5' }));
  const dialog = screen.getByRole('dialog', { name: 'Start a canary of Student area release c3d4e5?' });
  expect(dialog).toHaveTextContent('It replaces the running canary of b2c3d4 (10%).');
  const share = within(dialog).getByRole('spinbutton', { name: 'Share of people (%)' });
  expect(share).toHaveValue(10);
  expect(share).toHaveAccessibleDescription('A whole number from 1 to 50.');

  for (const bad of ['60', '0']) {
    await user.clear(share);
    await user.type(share, bad);
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(within(dialog).getByText(RELEASE_MESSAGES.canaryPercent)).toBeInTheDocument();
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(share).toHaveFocus();
  }
  await user.clear(share);
  await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(within(dialog).getByText(RELEASE_MESSAGES.canaryPercent)).toBeInTheDocument();
  expect(sent).toEqual([]);

  // Enter in the field confirms.
  await user.type(share, '25{Enter}');
  expect(await screen.findByText('Student area release c3d4e5 now serves 25% of people.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'PUT', path: '/api/releases/student/canary', body: { release: IDS.previous, percent: 25 } }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("the server's word on the share stays on the field", async () => {
  const { user } = renderPage({
    'PUT /api/releases/student/canary': answer({ status: 400, error: { code: 'VALIDATION', message: 'Invalid input', errors: [{ field: 'percent', message: 'Too large a share today.' }] } }),
  });
  await user.click(within(await student()).getByRole('button', { name: 'Start canary release c3d4e5' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start canary' }));
  expect(await within(screen.getByRole('dialog')).findByText('Too large a share today.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

test('End canary asks first, then sends DELETE and says so', async () => {
  const { user } = renderPage({ 'DELETE /api/releases/student/canary': after({ candidate: null }) });
  await user.click(within(await student()).getByRole('button', { name: 'End canary' }));
  const dialog = screen.getByRole('dialog', { name: 'End the canary of Student area release b2c3d4?' });
  expect(dialog).toHaveTextContent('Everyone gets the current release a1b2c3 again from their next page load.');
  await user.click(within(dialog).getByRole('button', { name: 'End canary' }));
  expect(await screen.findByText('The Student area canary ended.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'DELETE', path: '/api/releases/student/canary', body: undefined }]);
  expect(await within(await student()).findByText('No canary running.')).toBeInTheDocument();
});

test('Roll back goes to `previous` once confirmed, with no body; without one it does nothing and says why', async () => {
  const { user } = renderPage({ 'POST /api/releases/student/rollback': after({ current: PREVIOUS, previous: null }) });
  const landing = await screen.findByRole('region', { name: 'Landing page' });
  await user.click(within(landing).getByRole('button', { name: 'Roll back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(within(await student()).getByRole('button', { name: 'Roll back' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll back Student area to release c3d4e5?' });
  expect(dialog).toHaveTextContent('Student area goes back to release c3d4e5, the one that was current before a1b2c3, for everyone from their next page load.');
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(await screen.findByText('Student area rolled back to release c3d4e5.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'POST', path: '/api/releases/student/rollback', body: undefined }]);
  // Nothing left to roll back to.
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Student area' })).getByRole('button', { name: 'Roll back' })).toHaveAttribute('aria-disabled', 'true'));
});

test('Preview asks first, sends the release, then loads a page of that remote in full', async () => {
  const { user, loadPage } = renderPage({
    'POST /api/releases/student/preview': (url, init) => {
      // Nothing is loaded before the server has set the preview.
      expect(loadPage).not.toHaveBeenCalled();
      return answer<'POST /api/releases/:remote/preview'>({ data: { remote: 'student', release: IDS.previous } })(url, init);
    },
  });
  await user.click(within(await student()).getByRole('button', { name: 'Preview release c3d4e5' }));
  const dialog = screen.getByRole('dialog', { name: 'Preview Student area release c3d4e5?' });
  expect(dialog).toHaveTextContent("Only you see the site on this release, until you press Stop in the bar at the top of the page. Student area's page (/dashboard) opens now.");
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
  expect(loadPage).toHaveBeenCalledTimes(1);
  expect(sent).toEqual([{ method: 'POST', path: '/api/releases/student/preview', body: { release: IDS.previous } }]);
});

test('a preview of the landing page opens /', async () => {
  const { user, loadPage } = renderPage({
    'POST /api/releases/landing/preview': answer<'POST /api/releases/:remote/preview'>({ data: { remote: 'landing', release: '0a1b2c3d4e5f' } }),
    'GET /api/releases': {
      data: overviewFixture({ remotes: [{ ...LANDING, recent: [releaseFixture('0a1b2c3d4e5f', { remote: 'landing' }), ...LANDING.recent] }] }),
    },
  });
  const landing = await screen.findByRole('region', { name: 'Landing page' });
  await user.click(within(landing).getByRole('button', { name: 'Preview release 0a1b2c' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Preview' }));
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
});

test("a refusal (409) is the server's message in an error toast; the dialog closes and the page asks again", async () => {
  const { user, loadPage } = renderPage({
    'POST /api/releases/student/promote': answer({ status: 409, error: { code: 'CONFLICT', message: RELEASE_MESSAGES.alreadyCurrent } }),
    'POST /api/releases/student/preview': answer({ status: 409, error: { code: 'CONFLICT', message: RELEASE_MESSAGES.releasePruned } }),
  });
  await user.click(within(await student()).getByRole('button', { name: 'Promote release c3d4e5' }));
  const reads = overviewReads();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText(RELEASE_MESSAGES.alreadyCurrent)).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(overviewReads()).toBe(reads + 1));

  await user.click(within(await student()).getByRole('button', { name: 'Preview release c3d4e5' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText(RELEASE_MESSAGES.releasePruned)).toBeInTheDocument();
  expect(loadPage).not.toHaveBeenCalled();
});

test('Stop ends the preview, then loads the page again in full', async () => {
  const { user, loadPage } = renderPage({
    'GET /api/releases': { data: overviewFixture({ preview: { remote: 'student', release: IDS.previous } }) },
    'DELETE /api/releases/preview': answer<'DELETE /api/releases/preview'>({ data: null }),
  });
  const note = await screen.findByRole('region', { name: 'Your preview' });
  await user.click(within(note).getByRole('button', { name: RELEASE_MESSAGES.stopPreview }));
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/management/releases'));
  expect(sent).toEqual([{ method: 'DELETE', path: '/api/releases/preview', body: undefined }]);
});

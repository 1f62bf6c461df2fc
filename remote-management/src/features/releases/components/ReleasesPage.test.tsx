import { RELEASE_MESSAGES } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeRoutes, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { releaseTime } from '../releaseTexts.ts';
import { IDS, overviewFixture, remoteFixture, TRAIL } from '../testing/releaseFixtures.ts';
import { ReleasesPage } from './ReleasesPage.tsx';

// What the Releases page shows of GET /releases: each remote's current release, candidate and
// recent releases with their health, the override notice, the audit trail; and its loading,
// empty and failed states.

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderPage<Keys extends string>(routes: FakeRoutes<Keys>) {
  fakeNetwork({ 'GET /api/deploy-keys': { data: [] } }, routes);
  signInAs({ role: 'admin' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReleasesPage loadPage={jest.fn()} />, { route: '/management/releases' });
  return user;
}

const remote = (name: string) => screen.getByRole('region', { name });
/** A card of a remote (Current, Candidate): the box its heading heads. */
const card = (region: HTMLElement, heading: string) => within(region).getByRole('heading', { level: 3, name: heading }).parentElement!;
/** The value a summary gives for a label. */
const fact = (box: HTMLElement, label: string) => within(box).getByText(label, { selector: 'dt' }).nextElementSibling!;

test("each remote's current release, candidate and recent releases, from the answer", async () => {
  renderPage({ 'GET /api/releases': { data: overviewFixture() } });
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  expect(screen.getByText(RELEASE_MESSAGES.intro)).toBeInTheDocument();

  const student = await screen.findByRole('region', { name: 'Student area' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Landing page',
    'Sign-in',
    'Student area',
    'Portal',
    'Audit trail',
    'Deploy keys',
  ]);

  // The current release: short id, when, commit, by whom, size, views, errors per 1,000 views, top errors.
  const current = card(student, 'Current');
  expect(fact(current, 'Release')).toHaveTextContent(/^a1b2c3$/);
  expect(fact(current, 'Published')).toHaveTextContent(releaseTime('2026-11-01T09:30:00.000Z'));
  expect(fact(current, 'Commit')).toHaveTextContent(/^9f8e7d6$/);
  expect(fact(current, 'By')).toHaveTextContent('Ada Obi');
  expect(fact(current, 'Size')).toHaveTextContent('1.3 MB');
  expect(fact(current, 'Views')).toHaveTextContent('12,400');
  expect(fact(current, 'Errors per 1,000 views')).toHaveTextContent('0.5 (6 errors)');
  expect(fact(current, 'Top errors')).toHaveTextContent('None');
  const rollBack = within(current).getByRole('button', { name: 'Roll back' });
  expect(rollBack).not.toHaveAttribute('aria-disabled');
  expect(rollBack).toHaveAccessibleDescription('Goes back to release c3d4e5.');

  // The candidate and its share, its health beside the current's, End canary.
  const candidate = card(student, 'Candidate');
  expect(candidate).toHaveTextContent(`Serves 10% of people since ${releaseTime('2026-11-03T09:00:00.000Z')}`);
  expect(fact(candidate, 'Release')).toHaveTextContent(/^b2c3d4$/);
  expect(fact(candidate, 'Commit')).toHaveTextContent('Unknown');
  expect(fact(candidate, 'By')).toHaveTextContent('key "student-ci"');
  expect(fact(candidate, 'Errors per 1,000 views')).toHaveTextContent('20 (5 errors)');
  const topErrors = within(fact(candidate, 'Top errors') as HTMLElement).getAllByRole('listitem');
  expect(topErrors.map((item) => item.textContent)).toEqual([
    "Cannot read properties of undefined (reading 'title') (12 times, error, /dashboard/libraries)",
    'Loading chunk 7 failed (1 time, failed to load, /dashboard)',
  ]);
  expect(within(candidate).getByRole('button', { name: 'End canary' })).toBeInTheDocument();

  // The recent releases, newest first, with what each may do.
  const table = within(student).getByRole('table', { name: 'Recent releases: Student area' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Release',
    'Published',
    'Views',
    'Errors per 1,000 views',
    'Top errors',
    'Actions',
  ]);
  expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['b2c3d4Candidate, 10%', 'a1b2c3Current', 'c3d4e5', 'd4e5f6Pruned']);
  const row = (short: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${short}`) }).closest('tr')!;
  // When, then by whom, the commit and the size beneath it.
  expect(within(row('c3d4e5')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    `${releaseTime('2026-10-20T12:00:00.000Z')}by Ada Obi, commit 1234567, 1.3 MB`,
    '12,400',
    '0.5',
    'None',
    'Promote release c3d4e5Start canary release c3d4e5Preview release c3d4e5',
  ]);
  for (const short of ['b2c3d4', 'c3d4e5']) {
    for (const action of ['Promote', 'Start canary', 'Preview']) {
      expect(within(row(short)).getByRole('button', { name: `${action} release ${short}` })).toBeInTheDocument();
    }
  }
  // The candidate's errors fold away under their count; it was built without a known commit.
  expect(within(row('b2c3d4')).getByText('5 errors')).toBeInTheDocument();
  expect(row('b2c3d4')).toHaveTextContent('by key "student-ci", commit unknown, 1.3 MB');
  // Nothing to do with the current release; a pruned one says why it offers nothing.
  expect(within(row('a1b2c3')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(row('d4e5f6')).queryByRole('button')).not.toBeInTheDocument();
  expect(row('d4e5f6')).toHaveTextContent('No actions: its files were deleted');
  expect(within(row('d4e5f6')).getByText('No views yet')).toBeInTheDocument();
  // A phone scrolls the table in its own named, focusable box.
  expect(screen.getByRole('region', { name: 'Recent releases: Student area' })).toHaveAttribute('tabindex', '0');

  // A remote with no candidate and no earlier release: Roll back stays reachable but does nothing, and says why.
  const landing = remote('Landing page');
  expect(card(landing, 'Candidate')).toHaveTextContent('No canary running.');
  const noRollBack = within(landing).getByRole('button', { name: 'Roll back' });
  expect(noRollBack).toHaveAttribute('aria-disabled', 'true');
  expect(noRollBack).toHaveAccessibleDescription(RELEASE_MESSAGES.nothingToRollBack);

  // Nothing published yet; a remote served from elsewhere says so.
  expect(card(remote('Sign-in'), 'Current')).toHaveTextContent(`${RELEASE_MESSAGES.noRelease}Publish one with npm run release -- auth.`);
  expect(within(remote('Sign-in')).queryByRole('table')).not.toBeInTheDocument();
  expect(within(remote('Sign-in')).getByText('No release published yet.')).toBeInTheDocument();
  expect(within(remote('Portal')).getByText(RELEASE_MESSAGES.override('https://cdn.example.edu/management/mf-manifest.json'))).toBeInTheDocument();
  expect(within(student).queryByText(/Served from/)).not.toBeInTheDocument();
});

test('the audit trail, newest first, in plain words with when and why', async () => {
  renderPage({ 'GET /api/releases': { data: overviewFixture() } });
  const trail = await screen.findByRole('region', { name: 'Audit trail' });
  const items = within(trail).getAllByRole('listitem');
  expect(items.map((item) => item.firstElementChild!.textContent)).toEqual([
    'The Student area canary c3d4e5 was withdrawn (server).',
    'Ada Obi started a canary of Student area release b2c3d4 for 10% of people.',
    'Key "student-ci" published Student area release b2c3d4.',
    'Ada Obi rolled Student area back to release a1b2c3 (from c3d4e5).',
    'Ada Obi promoted Student area release c3d4e5 (was a1b2c3).',
  ]);
  expect(items[0]).toHaveTextContent(TRAIL[0]!.detail!);
  expect(within(items[0]!).getByText(releaseTime(TRAIL[0]!.at))).toHaveAttribute('datetime', TRAIL[0]!.at);
});

test('an overview with nothing published: every remote says so, and the trail is empty', async () => {
  renderPage({
    'GET /api/releases': { data: overviewFixture({ remotes: [remoteFixture('landing'), remoteFixture('auth'), remoteFixture('student'), remoteFixture('management')], trail: [] }) },
  });
  expect(await screen.findAllByText(RELEASE_MESSAGES.noRelease)).toHaveLength(4);
  expect(screen.getAllByText('No canary running.')).toHaveLength(4);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  for (const button of screen.getAllByRole('button', { name: 'Roll back' })) expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(within(remote('Audit trail')).getByText('Nothing has been published or changed yet.')).toBeInTheDocument();
});

test('an answer naming no remote shows the empty state', async () => {
  renderPage({ 'GET /api/releases': { data: overviewFixture({ remotes: [], trail: [] }) } });
  expect(await screen.findByRole('heading', { name: 'No remotes to show.' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Audit trail' })).not.toBeInTheDocument();
});

test('a spinner while it loads; the red box with Try Again when it fails, and the deploy keys still show', async () => {
  let fail = true;
  const user = renderPage({
    'GET /api/releases': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : { data: overviewFixture() }),
  });
  expect(screen.getByText('Loading releases...')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load releases');
  expect(screen.getByRole('region', { name: 'Deploy keys' })).toBeInTheDocument();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('region', { name: 'Student area' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the admin's own preview is shown, with the release previewed", async () => {
  renderPage({ 'GET /api/releases': { data: overviewFixture({ preview: { remote: 'student', release: IDS.previous } }) } });
  const note = await screen.findByRole('region', { name: 'Your preview' });
  expect(note).toHaveTextContent('Previewing student release c3d4e5.');
  expect(within(note).getByRole('button', { name: RELEASE_MESSAGES.stopPreview })).toBeInTheDocument();
});

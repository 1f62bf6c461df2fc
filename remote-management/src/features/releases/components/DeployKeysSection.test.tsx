import { DEPLOY_KEY_LIMITS, RELEASE_MESSAGES, type DeployKey } from '@lectern/shared-api/contract';
import { bodyOf, fakeNetworkPerTest, type FakeNetwork, type FakeRoutes } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { releaseDay, releaseTime } from '../releaseTexts.ts';
import { deployKeyFixture } from '../testing/releaseFixtures.ts';
import { DeployKeysSection } from './DeployKeysSection.tsx';

// Deploy keys: the list with Revoke (asked first), the form with the contract's limits, and the
// key made shown once with Copy.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const ACTIVE = deployKeyFixture();
const REVOKED = deployKeyFixture({ id: '1f8d6c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f', name: 'old-landing', remote: 'landing', revokedAt: '2026-10-20T10:00:00.000Z', lastUsedAt: null });
const EXPIRED = deployKeyFixture({ id: '2f8d6c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f', name: 'auth-ci', remote: 'auth', expiresAt: '2020-01-01T00:00:00.000Z' });
const SECRET = `ldk_student_${'x'.repeat(43)}`;

function renderSection<Keys extends string>(routes: FakeRoutes<Keys>) {
  net = fakeNetwork(routes);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<DeployKeysSection />, { route: '/management/releases' });
  return user;
}

const keyReads = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/deploy-keys').length;

test('every key with its remote, status, dates and last use; only active ones can be revoked', async () => {
  renderSection({ 'GET /api/deploy-keys': { data: [ACTIVE, REVOKED, EXPIRED] } });
  const table = await screen.findByRole('table', { name: 'Deploy keys' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Remote', 'Status', 'Created', 'Expires', 'Last used', 'Revoke']);
  const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
  expect(within(row('student-ci')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'Student area',
    'Active',
    `${releaseDay(ACTIVE.createdAt)} by ${ACTIVE.createdBy}`,
    releaseDay(ACTIVE.expiresAt),
    releaseTime(ACTIVE.lastUsedAt!),
    'Revoke student-ci',
  ]);
  expect(within(row('old-landing')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'Landing page',
    `Revoked ${releaseDay(REVOKED.revokedAt!)}`,
    `${releaseDay(REVOKED.createdAt)} by ${REVOKED.createdBy}`,
    releaseDay(REVOKED.expiresAt),
    'Never',
    '',
  ]);
  expect(within(row('auth-ci')).getByText('Expired')).toBeInTheDocument();
  expect(within(row('auth-ci')).queryByRole('button')).not.toBeInTheDocument();
});

test('Revoke asks first; confirmed, it sends DELETE, says so and the list is asked again', async () => {
  let revoked = false;
  const deletes: string[] = [];
  const user = renderSection({
    'GET /api/deploy-keys': () => ({ data: [revoked ? { ...ACTIVE, revokedAt: new Date().toISOString() } : ACTIVE] }),
    'DELETE /api/deploy-keys/0f8d6c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f': (url) => {
      deletes.push(url.pathname);
      revoked = true;
      return { data: { ...ACTIVE, revokedAt: new Date().toISOString() } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Revoke student-ci' }));
  const dialog = screen.getByRole('dialog', { name: 'Revoke the key "student-ci"?' });
  expect(dialog).toHaveTextContent('The Student area pipeline that uses it can no longer publish or promote. This cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deletes).toEqual([]);

  const reads = keyReads();
  await user.click(screen.getByRole('button', { name: 'Revoke student-ci' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('The key "student-ci" was revoked.')).toBeInTheDocument();
  expect(deletes).toEqual([`/api/deploy-keys/${ACTIVE.id}`]);
  await waitFor(() => expect(keyReads()).toBe(reads + 1));
  expect(await screen.findByText('Revoked')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revoke student-ci' })).not.toBeInTheDocument();
});

test('a new key is sent with its remote, name and days, shown once with Copy, and gone once closed', async () => {
  const bodies: unknown[] = [];
  const user = renderSection({
    'GET /api/deploy-keys': { data: [] },
    'POST /api/deploy-keys': (_url, init) => {
      bodies.push(bodyOf(init));
      return { status: 201, data: { key: SECRET, deployKey: deployKeyFixture({ name: 'student-ci' }) } };
    },
  });
  expect(await screen.findByRole('heading', { name: 'No deploy keys yet.' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: RELEASE_MESSAGES.newDeployKey });
  expect(within(form).getByRole('combobox', { name: 'Remote' })).toHaveValue('');
  expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Choose a remote',
    'Landing page (landing)',
    'Sign-in (auth)',
    'Student area (student)',
    'Portal (management)',
  ]);
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'student');
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  student-ci  ');
  const days = within(form).getByRole('spinbutton', { name: 'Expires after (days)' });
  expect(days).toHaveValue(90);
  await user.clear(days);
  await user.type(days, '30');
  const reads = keyReads();
  await user.click(within(form).getByRole('button', { name: 'Create key' }));

  const dialog = await screen.findByRole('dialog', { name: 'Deploy key created' });
  expect(bodies).toEqual([{ remote: 'student', name: 'student-ci', expiresInDays: 30 }]);
  expect(dialog).toHaveTextContent(RELEASE_MESSAGES.keyShownOnce);
  const key = within(dialog).getByRole('textbox', { name: 'Deploy key "student-ci" for Student area' });
  expect(key).toHaveValue(SECRET);
  expect(key).toHaveAttribute('readonly');
  await waitFor(() => expect(keyReads()).toBe(reads + 1));

  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Key copied to the clipboard.')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  // The form is ready for the next key.
  expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

test('the form refuses a missing remote or name, a name too long and days out of 1-365, and sends nothing', async () => {
  const posts: unknown[] = [];
  const user = renderSection({ 'GET /api/deploy-keys': { data: [] }, 'POST /api/deploy-keys': () => (posts.push(1), { status: 201, data: { key: SECRET, deployKey: ACTIVE } }) });
  const form = await screen.findByRole('form', { name: RELEASE_MESSAGES.newDeployKey });
  await user.click(within(form).getByRole('button', { name: 'Create key' }));
  expect(await within(form).findByText(RELEASE_MESSAGES.keyRemoteRequired)).toBeInTheDocument();
  expect(within(form).getByText(RELEASE_MESSAGES.keyNameRequired)).toBeInTheDocument();
  // The first field in error takes the focus.
  expect(within(form).getByRole('combobox', { name: 'Remote' })).toHaveFocus();

  await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'auth');
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'n'.repeat(DEPLOY_KEY_LIMITS.nameMax + 1));
  const days = within(form).getByRole('spinbutton', { name: 'Expires after (days)' });
  await user.clear(days);
  await user.type(days, '400');
  await user.click(within(form).getByRole('button', { name: 'Create key' }));
  expect(await within(form).findByText(RELEASE_MESSAGES.keyNameTooLong)).toBeInTheDocument();
  expect(within(form).getByRole('spinbutton', { name: 'Expires after (days)' })).toHaveAccessibleDescription(expect.stringContaining(RELEASE_MESSAGES.keyExpiryInvalid));
  expect(posts).toEqual([]);
});

test("the server's refusal shows on its field, or above the form", async () => {
  const user = renderSection({
    'GET /api/deploy-keys': { data: [] as DeployKey[] },
    'POST /api/deploy-keys': { status: 400, error: { code: 'VALIDATION', message: 'Invalid input', errors: [{ field: 'name', message: 'That name is taken.' }] } },
  });
  const form = await screen.findByRole('form', { name: RELEASE_MESSAGES.newDeployKey });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'student');
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'student-ci');
  await user.click(within(form).getByRole('button', { name: 'Create key' }));
  expect(await within(form).findByText('That name is taken.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a list that fails says so with Try Again', async () => {
  renderSection({ 'GET /api/deploy-keys': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load deploy keys');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

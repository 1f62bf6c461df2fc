import { USER_ADMIN_MESSAGES } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeNetwork, type FakeRoutes, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userFixture, userList } from '../testing/userFixtures.ts';
import { UserManagementPage } from './UserManagementPage.tsx';

// Signing a person out everywhere (a lost or stolen phone): the dialog naming the person and what
// will happen, the call, the toast with how many sessions ended, cancelling, and the server saying no.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const ADA = userFixture();
const deletes = () => net!.calls.filter((call) => call.method === 'DELETE');

function renderPage<Keys extends string>(routes?: FakeRoutes<Keys>) {
  net = fakeNetwork({ 'GET /api/user': () => ({ data: userList([ADA]) }) }, routes);
  signInAs({ id: 'me', role: 'admin' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<UserManagementPage />, { route: '/management/user-management' });
  return user;
}

test('signing a student out everywhere asks first, names what happens, and says how many sessions ended', async () => {
  const user = renderPage({ 'DELETE /api/user/u-student/sessions': () => ({ data: { id: 'u-student', ended: 2 } }) });
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: Ada Obi' }));

  const dialog = screen.getByRole('dialog', { name: 'Sign Ada Obi out everywhere?' });
  expect(dialog).toHaveTextContent('Ada Obi will be signed out on every phone and computer at once, and must sign in again with their password.');
  expect(deletes()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

  expect(await screen.findByText('Ada Obi was signed out of 2 sessions')).toBeInTheDocument();
  expect(deletes().map((call) => call.url.pathname)).toEqual(['/api/user/u-student/sessions']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a person signed in nowhere is told so; cancelling sends nothing', async () => {
  const user = renderPage({ 'DELETE /api/user/u-student/sessions': () => ({ data: { id: 'u-student', ended: 0 } }) });
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: Ada Obi' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(deletes()).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Sign out everywhere: Ada Obi' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Ada Obi was not signed in anywhere')).toBeInTheDocument();
});

test('the server’s refusal is shown in its own words', async () => {
  const user = renderPage({
    'DELETE /api/user/u-student/sessions': () => ({ status: 404, error: { code: 'NOT_FOUND', message: USER_ADMIN_MESSAGES.userNotFound } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: Ada Obi' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText(USER_ADMIN_MESSAGES.userNotFound)).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
});

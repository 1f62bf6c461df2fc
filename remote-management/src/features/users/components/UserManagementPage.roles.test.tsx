import { USER_ADMIN_MESSAGES } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, routeKeepingBody, type FakeNetwork, type FakeRoutes, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userFixture, userList } from '../testing/userFixtures.ts';
import { UserManagementPage } from './UserManagementPage.tsx';

// Promoting a student and demoting a moderator (docs/spec-resolutions.md): the dialog naming the person
// and the role, the body sent, the toasts, the list asked again, and the server saying no.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const ADA = userFixture();
const BOLA = userFixture({ id: 'u-mod', firstName: 'Bola', lastName: 'Ade', email: 'bola@uni.edu', role: 'moderator' });

const listCalls = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/user').length;
const patches = () => net!.calls.filter((call) => call.method === 'PATCH');

function renderPage<Keys extends string>(routes?: FakeRoutes<Keys>) {
  net = fakeNetwork({ 'GET /api/user': () => ({ data: userList([ADA, BOLA]) }) }, routes);
  signInAs({ id: 'me', role: 'admin' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<UserManagementPage />, { route: '/management/user-management' });
  return user;
}

test('making a student a moderator asks first, sends the new role, says so and reloads the list', async () => {
  const roleChange = routeKeepingBody({ data: { id: 'u-student', role: 'moderator' as const } });
  const user = renderPage({ 'PATCH /api/user/u-student/role': roleChange });
  await user.click(await screen.findByRole('button', { name: 'Make moderator: Ada Obi' }));

  const dialog = screen.getByRole('dialog', { name: 'Make Ada Obi a moderator?' });
  expect(dialog).toHaveTextContent('Ada Obi will be able to review submissions and manage courses in the management portal.');
  const before = listCalls();
  await user.click(within(dialog).getByRole('button', { name: 'Make moderator' }));

  expect(await screen.findByText('Ada Obi is now a moderator')).toBeInTheDocument();
  expect(screen.getByText('Success')).toBeInTheDocument();
  expect(roleChange.sent).toEqual({ role: 'moderator' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(listCalls()).toBe(before + 1));
});

test('making a moderator a student sends role student', async () => {
  const roleChange = routeKeepingBody({ data: { id: 'u-mod', role: 'student' as const } });
  const user = renderPage({ 'PATCH /api/user/u-mod/role': roleChange });
  await user.click(await screen.findByRole('button', { name: 'Make student: Bola Ade' }));
  const dialog = screen.getByRole('dialog', { name: 'Make Bola Ade a student?' });
  await user.click(within(dialog).getByRole('button', { name: 'Make student' }));
  expect(await screen.findByText('Bola Ade is now a student')).toBeInTheDocument();
  expect(roleChange.sent).toEqual({ role: 'student' });
});

test('Cancel and Escape change nothing', async () => {
  const user = renderPage();
  const button = await screen.findByRole('button', { name: 'Make moderator: Ada Obi' });
  await user.click(button);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(button);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(patches()).toHaveLength(0);
});

test("the server's refusal is an 'Error' toast in its own words", async () => {
  const user = renderPage({
    'PATCH /api/user/u-mod/role': () => ({ status: 409, error: { code: 'CONFLICT', message: USER_ADMIN_MESSAGES.lastAdmin } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Make student: Bola Ade' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make student' }));
  expect(await screen.findByText(USER_ADMIN_MESSAGES.lastAdmin)).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Bola Ade' })).toBeInTheDocument();
});

test('the role buttons are reached with the keyboard', async () => {
  const user = renderPage();
  await screen.findByRole('button', { name: 'Make moderator: Ada Obi' });
  screen.getByRole('combobox', { name: 'Role' }).focus();
  await user.tab(); // the table's scroll box
  expect(screen.getByRole('region', { name: 'Users' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Make moderator: Ada Obi' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Make Ada Obi a moderator?' })).toBeInTheDocument();
});

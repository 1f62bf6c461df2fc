import type { ApiRoute } from '@lectern/shared-api/contract';
import { sessionStore, type Faculty } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeReply, type FakeRoute, routeKeepingBody, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { SettingsPage } from './SettingsPage.tsx';

const FACULTIES: Faculty[] = [
  { id: 'sci', name: 'Science', departments: [{ id: 'csc', name: 'Computer Science' }, { id: 'mth', name: 'Mathematics' }] },
  { id: 'eng', name: 'Engineering', departments: [{ id: 'mec', name: 'Mechanical Engineering' }] },
];

type Answer<R extends ApiRoute> = FakeReply<R> | FakeRoute<R>;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderPage({ profile = { data: sessionUser() }, password = { data: { message: 'ok' } } }: { profile?: Answer<'PATCH /api/user'>; password?: Answer<'POST /api/user/password'> } = {}) {
  fakeNetwork({
    'GET /api/faculty': { data: FACULTIES },
    'GET /api/moderator-applications/mine': { data: null },
    'PATCH /api/user': profile,
    'POST /api/user/password': password,
  });
  signInAs({ username: 'ada', facultyId: 'sci', departmentId: 'csc', level: 300 });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SettingsPage />, { route: '/dashboard/settings' });
  return user;
}

// Students also see the moderator application, which has its own Faculty, Department and Level.
const profileForm = () => screen.getByRole('form', { name: 'Profile' });

test('the profile form starts from the signed-in person', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('ada');
  await within(profileForm()).findByRole('option', { name: 'Science' });
  expect(within(profileForm()).getByRole('combobox', { name: 'Faculty' })).toHaveValue('sci');
  expect(within(profileForm()).getByRole('combobox', { name: 'Department' })).toHaveValue('csc');
  expect(within(profileForm()).getByRole('combobox', { name: 'Level' })).toHaveValue('300');
});

test('saving the profile sends it, updates the session and says so', async () => {
  const profileUpdate = routeKeepingBody({ data: sessionUser({ username: 'ada_o', facultyId: 'eng', departmentId: 'mec', level: 400 }) });
  const user = renderPage({
    profile: profileUpdate,
  });
  await within(profileForm()).findByRole('option', { name: 'Science' });
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'ada_o');
  await user.selectOptions(within(profileForm()).getByRole('combobox', { name: 'Faculty' }), 'Engineering');
  expect(within(profileForm()).getByRole('combobox', { name: 'Department' })).toHaveValue('');
  await user.selectOptions(within(profileForm()).getByRole('combobox', { name: 'Department' }), 'Mechanical Engineering');
  await user.selectOptions(within(profileForm()).getByRole('combobox', { name: 'Level' }), '400 Level');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
  expect(profileUpdate.sent).toEqual({ username: 'ada_o', faculty: 'eng', department: 'mec', level: 400 });
  expect(sessionStore.getState().user).toMatchObject({ username: 'ada_o', level: 400 });
});

test('the username is checked on blur; a taken one shows inline', async () => {
  const user = renderPage({ profile: { status: 409, error: { code: 'USERNAME_TAKEN', message: 'taken' } } });
  const username = screen.getByLabelText('Username');
  await user.clear(username);
  await user.tab();
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  await user.type(username, 'ab');
  await user.tab();
  expect(await screen.findByText('Username too short')).toBeInTheDocument();
  await user.type(username, 'c');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(username).toHaveAccessibleDescription(expect.stringContaining('Username already taken. Please choose another one.')));
  expect(username).toHaveAttribute('aria-invalid', 'true');
});

test('changing the password checks the rules and the confirmation, then clears the form', async () => {
  const passwordChange = routeKeepingBody({ data: { message: 'ok' } });
  const user = renderPage({
    password: passwordChange,
  });
  await user.type(screen.getByLabelText('New password'), 'weakpass');
  await user.tab();
  expect(await screen.findByText('Password must contain uppercase, lowercase and a number')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'N3wPassword');
  await user.type(screen.getByLabelText('Confirm new password'), 'N3wPasswor');
  await user.tab();
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Confirm new password'), 'd');
  await user.type(screen.getByLabelText('Current password'), 'Old1Password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  expect(passwordChange.sent).toEqual({ currentPassword: 'Old1Password', newPassword: 'N3wPassword' });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('a wrong current password shows on that field', async () => {
  const message = 'Your current password is not correct.';
  const user = renderPage({
    password: { status: 400, error: { code: 'INVALID_CREDENTIALS', message, errors: [{ field: 'currentPassword', message }] } },
  });
  await user.type(screen.getByLabelText('Current password'), 'Wrong1Password');
  await user.type(screen.getByLabelText('New password'), 'N3wPassword');
  await user.type(screen.getByLabelText('Confirm new password'), 'N3wPassword');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(message));
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
});

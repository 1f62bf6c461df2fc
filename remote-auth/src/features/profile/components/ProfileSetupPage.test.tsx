import { sessionStore, type Faculty } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, type FakeReply, type FakeRoute, routeKeepingBody, resetSessionPerTest } from '@lectern/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { ProfileSetupPage } from './ProfileSetupPage.tsx';

const FACULTIES: Faculty[] = [
  { id: 'sci', name: 'Science', departments: [{ id: 'csc', name: 'Computer Science' }, { id: 'mth', name: 'Mathematics' }] },
  { id: 'eng', name: 'Engineering', departments: [{ id: 'mec', name: 'Mechanical Engineering' }] },
];

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function network(patch: FakeReply<'PATCH /api/user'> | FakeRoute<'PATCH /api/user'>, faculties: FakeReply<'GET /api/faculty'> = { data: FACULTIES }) {
  net = fakeNetwork({ 'GET /api/faculty': faculties, 'PATCH /api/user': patch });
  return net;
}

const renderPage = () => renderWithProviders(<ProfileSetupPage />, { route: '/auth/signup/profile' });
const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

test('username, then faculty, department and level each marked optional (level 100 to 700, default 100), Submit and Skip', async () => {
  network({ data: sessionUser() });
  renderPage();
  expect(screen.getByLabelText('Username')).toBeInTheDocument();
  const level = screen.getByRole('combobox', { name: 'Level (optional)' });
  expect(level).toHaveValue('100');
  expect(optionNames(level)).toEqual(['100 Level', '200 Level', '300 Level', '400 Level', '500 Level', '600 Level', '700 Level']);
  expect(await screen.findByRole('option', { name: 'Science' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Faculty (optional)' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Department (optional)' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '/auth/signup/success');
});

test('the department list follows the faculty and is cleared when the faculty changes', async () => {
  network({ data: sessionUser() });
  const user = userEvent.setup({ delay: null });
  renderPage();
  const faculty = screen.getByRole('combobox', { name: 'Faculty (optional)' });
  const department = screen.getByRole('combobox', { name: 'Department (optional)' });
  await screen.findByRole('option', { name: 'Science' });

  await user.selectOptions(faculty, 'Science');
  expect(department).toBeEnabled();
  expect(optionNames(department)).toEqual(['Select your department', 'Computer Science', 'Mathematics']);
  await user.selectOptions(department, 'Mathematics');
  expect(department).toHaveValue('mth');

  await user.selectOptions(faculty, 'Engineering');
  expect(department).toHaveValue('');
  expect(optionNames(department)).toEqual(['Select your department', 'Mechanical Engineering']);

  await user.selectOptions(faculty, '');
  expect(department).toBeDisabled();
});

test('validates the username on blur with the spec messages', async () => {
  network({ data: sessionUser() });
  const user = userEvent.setup({ delay: null });
  renderPage();
  const username = screen.getByLabelText('Username');
  await user.click(username);
  await user.tab();
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  await user.type(username, 'ab');
  await user.tab();
  expect(await screen.findByText('Username too short')).toBeInTheDocument();
  await user.clear(username);
  await user.type(username, 'a'.repeat(25));
  await user.tab();
  expect(await screen.findByText('Username too long')).toBeInTheDocument();
});

test('submits username, faculty, department and level, then opens the success page', async () => {
  const profileUpdate = routeKeepingBody({ data: sessionUser({ username: 'ada_o', departmentId: 'csc', level: 300 }) });
  network(profileUpdate);
  const user = userEvent.setup({ delay: null });
  renderPage();
  await screen.findByRole('option', { name: 'Science' });
  await user.type(screen.getByLabelText('Username'), 'ada_o');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Faculty (optional)' }), 'Science');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Department (optional)' }), 'Computer Science');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level (optional)' }), '300 Level');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup\/success$/));
  expect(profileUpdate.sent).toEqual({ username: 'ada_o', faculty: 'sci', department: 'csc', level: 300 });
  expect(sessionStore.getState().user).toMatchObject({ username: 'ada_o' });
});

test('faculty and department are optional: only the username and level are sent', async () => {
  const profileUpdate = routeKeepingBody({ data: sessionUser() });
  network(profileUpdate);
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(profileUpdate.sent).toEqual({ username: 'ada', level: 100 }));
});

test('a taken username: inline error on the username, a toast, and focus back on it', async () => {
  const message = 'Username already taken. Please choose another one.';
  network({ status: 409, error: { code: 'USERNAME_TAKEN', message: 'taken' } });
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup\/profile$/);
});

test("other field errors from the server show inline", async () => {
  network({
    status: 400,
    error: { code: 'VALIDATION', message: 'Invalid request', errors: [{ field: 'department', message: 'This department is not in the chosen faculty' }] },
  });
  const user = userEvent.setup({ delay: null });
  renderPage();
  await screen.findByRole('option', { name: 'Science' });
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Faculty (optional)' }), 'Science');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Department (optional)' }), 'Mathematics');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('This department is not in the chosen faculty')).toBeInTheDocument();
});

test('any other failure toasts the message or the default', async () => {
  network({ status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } });
  const user = userEvent.setup({ delay: null });
  renderPage();
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
});

test('while faculties load the selects say so; Submit is disabled while saving', async () => {
  network({ pending: true }, { pending: true });
  const user = userEvent.setup({ delay: null });
  renderPage();
  expect(screen.getByRole('combobox', { name: 'Faculty (optional)' })).toBeDisabled();
  expect(screen.getByRole('option', { name: 'Loading faculties...' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
});

test('a failed faculty list: an error note with Retry, which loads them', async () => {
  let facultyCalls = 0;
  net = fakeNetwork({
    'GET /api/faculty': () => (++facultyCalls === 1 ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : { data: FACULTIES }),
  });
  const user = userEvent.setup({ delay: null });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the faculties.');
  expect(screen.getByRole('combobox', { name: 'Faculty (optional)' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('option', { name: 'Science' })).toBeInTheDocument();
  expect(screen.queryByText(/Could not load the faculties/)).not.toBeInTheDocument();
});

test('without the faculty list the form still submits', async () => {
  const profileUpdate = routeKeepingBody({ data: sessionUser() });
  network(
    profileUpdate,
    { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } },
  );
  const user = userEvent.setup({ delay: null });
  renderPage();
  await screen.findByRole('alert');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/signup\/success$/));
  expect(profileUpdate.sent).toEqual({ username: 'ada', level: 100 });
});

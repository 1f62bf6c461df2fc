import { MODERATOR_APPLICATION_MESSAGES, type ApiRoute, type Faculty, type ModeratorApplication, type Role } from '@lectern/shared-api/contract';
import { sessionStore } from '@lectern/shared-api';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, type FakeReply, type FakeRoute, type FakeRoutes, routeKeepingBody, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay } from '../../../components/formatDay.ts';
import { SettingsPage } from './SettingsPage.tsx';

const FACULTIES: Faculty[] = [
  { id: 'sci', name: 'Science', departments: [{ id: 'csc', name: 'Computer Science' }, { id: 'mth', name: 'Mathematics' }] },
  { id: 'eng', name: 'Engineering', departments: [{ id: 'mec', name: 'Mechanical Engineering' }] },
];
const REASON = 'I tutor first years and check past papers every week.';

function application(overrides: Partial<ModeratorApplication> = {}): ModeratorApplication {
  return {
    id: 'app1',
    department: { id: 'csc', name: 'Computer Science' },
    level: 300,
    reason: REASON,
    reviewStatus: 'pending',
    reviewComment: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    applicant: { id: 'u1', firstName: 'Ada', lastName: 'Obi', username: 'ada', email: 'ada@uni.edu' },
    ...overrides,
  };
}

type Answer<R extends ApiRoute> = FakeReply<R> | FakeRoute<R>;
let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderSettings<Keys extends string>({
  role = 'student',
  mine = { data: null },
  apply = { status: 201, data: application() },
  routes,
}: {
  role?: Role;
  mine?: Answer<'GET /api/moderator-applications/mine'>;
  apply?: Answer<'POST /api/moderator-applications'>;
  routes?: FakeRoutes<Keys>;
} = {}) {
  net = fakeNetwork({
    'GET /api/faculty': { data: FACULTIES },
    'GET /api/moderator-applications/mine': mine,
    'POST /api/moderator-applications': apply,
  }, routes);
  signInAs({ role, facultyId: 'sci', departmentId: 'csc', level: 300 });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SettingsPage />, { route: '/dashboard/settings' });
  return user;
}

const section = () => screen.getByRole('region', { name: MODERATOR_APPLICATION_MESSAGES.heading });
const form = () => within(section()).getByRole('form', { name: 'Moderator application' });

test('a student sees the section with its intro and a form prefilled from their profile', async () => {
  renderSettings();
  const region = await screen.findByRole('region', { name: MODERATOR_APPLICATION_MESSAGES.heading });
  expect(within(region).getByText(MODERATOR_APPLICATION_MESSAGES.intro)).toBeInTheDocument();
  await within(region).findByRole('option', { name: 'Computer Science' });
  expect(within(form()).getByRole('combobox', { name: 'Faculty' })).toHaveValue('sci');
  expect(within(form()).getByRole('combobox', { name: 'Department' })).toHaveValue('csc');
  expect(within(form()).getByRole('combobox', { name: 'Level' })).toHaveValue('300');
  expect(within(form()).getByRole('textbox', { name: 'Why do you want to moderate?' })).toHaveValue('');
});

test('the reason and the department are checked on blur, in the contract words', async () => {
  const user = renderSettings();
  const reason = await within(await screen.findByRole('form', { name: 'Moderator application' })).findByRole('textbox', {
    name: 'Why do you want to moderate?',
  });
  await user.click(reason);
  await user.tab();
  expect(await within(form()).findByText(MODERATOR_APPLICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
  await user.type(reason, 'Because.');
  await user.tab();
  expect(await within(form()).findByText(MODERATOR_APPLICATION_MESSAGES.reasonTooShort)).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');

  await within(form()).findByRole('option', { name: 'Engineering' });
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Faculty' }), 'Engineering');
  const department = within(form()).getByRole('combobox', { name: 'Department' });
  expect(department).toHaveValue('');
  await user.click(department);
  await user.tab();
  await waitFor(() => expect(department).toHaveAccessibleDescription(MODERATOR_APPLICATION_MESSAGES.departmentRequired));
});

test('sending the application posts it, says so and shows it waiting instead of the form', async () => {
  const apply = routeKeepingBody({ status: 201, data: application({ level: 400 }) });
  const user = renderSettings({
    apply,
  });
  await screen.findByRole('option', { name: 'Computer Science' });
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Level' }), '400 Level');
  await user.type(within(form()).getByRole('textbox', { name: 'Why do you want to moderate?' }), `  ${REASON}  `);
  await user.click(within(form()).getByRole('button', { name: 'Send application' }));

  expect(await screen.findByText(MODERATOR_APPLICATION_MESSAGES.submitted)).toBeInTheDocument();
  expect(apply.sent).toEqual({ departmentId: 'csc', level: 400, reason: REASON });
  expect(within(section()).getByText(MODERATOR_APPLICATION_MESSAGES.pending)).toBeInTheDocument();
  expect(within(section()).getByText(formatDay('2026-11-20T10:00:00.000Z'))).toBeInTheDocument();
  expect(within(section()).queryByRole('form')).not.toBeInTheDocument();
});

test('a pending application shows its status and date, and no form', async () => {
  renderSettings({ mine: { data: application() } });
  expect(await screen.findByText(MODERATOR_APPLICATION_MESSAGES.pending)).toBeInTheDocument();
  expect(within(section()).getByText(/Computer Science, 300 Level/)).toBeInTheDocument();
  expect(within(section()).queryByRole('form')).not.toBeInTheDocument();
});

test('a rejected application shows the reason, and the student may apply again', async () => {
  renderSettings({ mine: { data: application({ reviewStatus: 'rejected', reviewComment: 'Apply after your exams.' }) } });
  expect(await screen.findByRole('heading', { name: MODERATOR_APPLICATION_MESSAGES.rejectedTitle })).toBeInTheDocument();
  expect(within(section()).getByText(MODERATOR_APPLICATION_MESSAGES.rejectedBody('Apply after your exams.'))).toBeInTheDocument();
  expect(form()).toBeInTheDocument();
});

test('a 409 shows the server’s message next to the form and keeps what was typed', async () => {
  const user = renderSettings({
    apply: { status: 409, error: { code: 'CONFLICT', message: MODERATOR_APPLICATION_MESSAGES.alreadyPending } },
  });
  await screen.findByRole('option', { name: 'Computer Science' });
  const reason = within(form()).getByRole('textbox', { name: 'Why do you want to moderate?' });
  await user.type(reason, REASON);
  await user.click(within(form()).getByRole('button', { name: 'Send application' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent(MODERATOR_APPLICATION_MESSAGES.alreadyPending);
  expect(reason).toHaveValue(REASON);
  expect(within(form()).getByRole('combobox', { name: 'Department' })).toHaveValue('csc');
});

test('a field error from the server lands on its field', async () => {
  const message = 'Choose a department that exists';
  const user = renderSettings({
    apply: { status: 400, error: { code: 'VALIDATION', message: 'Invalid', errors: [{ field: 'departmentId', message }] } },
  });
  await screen.findByRole('option', { name: 'Computer Science' });
  await user.type(within(form()).getByRole('textbox', { name: 'Why do you want to moderate?' }), REASON);
  await user.click(within(form()).getByRole('button', { name: 'Send application' }));
  await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(message));
});

test('an approved application reads the person again; as a moderator the section goes', async () => {
  renderSettings({
    mine: { data: application({ reviewStatus: 'approved' }) },
    routes: { 'GET /api/user/profile': { data: sessionUser({ role: 'moderator' }) } },
  });
  await waitFor(() => expect(sessionStore.getState().user?.role).toBe('moderator'));
  expect(screen.queryByRole('region', { name: MODERATOR_APPLICATION_MESSAGES.heading })).not.toBeInTheDocument();
});

test.each<Role>(['moderator', 'admin'])('a %s does not see the section, nor asks for an application', async (role) => {
  renderSettings({ role });
  await screen.findByRole('option', { name: 'Science' });
  expect(screen.queryByRole('region', { name: MODERATOR_APPLICATION_MESSAGES.heading })).not.toBeInTheDocument();
  expect(net?.calls.some((call) => call.url.pathname.startsWith('/api/moderator-applications'))).toBe(false);
});

import { type Course, type Role } from '@lectern/shared-api';
import { bodyOf, fakeNetworkPerTest, type FakeNetwork, type FakeReply, type FakeRoute, type FakeRoutes, routeKeepingBody, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseFixture, DEPARTMENTS } from '../test/courseFixtures.ts';
import { CourseDetailDialog } from './CourseDetailDialog.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

type CourseRead = FakeReply<'GET /api/courses/:id'> | FakeRoute<'GET /api/courses/:id'>;

function renderDialog<Keys extends string>({ role = 'moderator', course = courseFixture(), routes }: { role?: Role; course?: Course | CourseRead; routes?: FakeRoutes<Keys> } = {}) {
  net = fakeNetwork({
    'GET /api/courses/c1': 'id' in course ? { data: course } : course,
    'GET /api/department': { data: DEPARTMENTS },
  }, routes);
  signInAs({ role });
  const onClose = jest.fn();
  const user = userEvent.setup({ delay: null });
  const { queryClient } = renderWithProviders(<CourseDetailDialog courseId="c1" onClose={onClose} />, { route: '/management/courses' });
  return { user, onClose, queryClient };
}

const dialog = () => screen.getByRole('dialog', { name: 'Data Structures' });
const calls = (method: string, path: string) => (net?.calls ?? []).filter((call) => call.method === method && call.url.pathname === path);

test('shows the course, its figures and its departments; a moderator has no Delete', async () => {
  renderDialog();
  const view = within(await screen.findByRole('dialog', { name: 'Data Structures' }));
  expect(view.getByText('CSC 204')).toBeInTheDocument();
  expect(view.getByText('Lists, trees and graphs.')).toBeInTheDocument();
  expect(view.getByText((_text, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === '2026-03-12T10:00:00.000Z')).toBeInTheDocument();

  const stats = view.getByLabelText('Course statistics');
  const terms = within(stats).getAllByRole('term').map((term) => term.textContent);
  const figures = within(stats).getAllByRole('definition').map((figure) => figure.textContent);
  expect(terms).toEqual(['Total Departments', 'Active Links', 'Course Status']);
  // Two links, one of them approved.
  expect(figures).toEqual(['2', '1', 'Approved']);

  const links = within(view.getByRole('list', { name: 'Linked departments' })).getAllByRole('listitem');
  expect(links.map((link) => link.textContent)).toEqual([
    expect.stringContaining('Computer ScienceLevel 200Approved'),
    expect.stringContaining('MathematicsLevel 300Pending'),
  ]);
  expect(view.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(view.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

test('a course with no departments says so', async () => {
  renderDialog({ course: courseFixture({ departments: [] }) });
  expect(await screen.findByText('No departments found.')).toBeInTheDocument();
  expect(within(dialog()).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['0', '0', 'Approved']);
});

test('a course that cannot load says so, and Try Again asks again', async () => {
  let reply: FakeReply<'GET /api/courses/:id'> = { status: 404, error: { code: 'NOT_FOUND', message: 'This course does not exist.' } };
  const { user } = renderDialog({ course: () => reply });
  const view = within(await screen.findByRole('dialog', { name: 'Course details' }));
  expect(await view.findByRole('alert')).toHaveTextContent('Failed to load course details');
  reply = { data: courseFixture() };
  await user.click(view.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('dialog', { name: 'Data Structures' })).toBeInTheDocument();
});

test('Edit changes the name, code and description, with the code rule', async () => {
  let received: unknown;
  let course = courseFixture();
  const { user } = renderDialog({
    course: () => ({ data: course }),
    routes: {
      'PATCH /api/courses/c1': (_url, init) => {
        received = bodyOf(init);
        course = courseFixture({ courseName: 'Advanced Data Structures', courseCode: 'CSC304', description: null });
        return { data: course };
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const name = screen.getByLabelText('Course name');
  const code = screen.getByRole('textbox', { name: 'Course code' });
  expect(name).toHaveValue('Data Structures');
  expect(code).toHaveValue('CSC204');
  expect(screen.getByLabelText('Description (optional)')).toHaveValue('Lists, trees and graphs.');

  await user.clear(name);
  await user.clear(code);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Course name is required')).toBeInTheDocument();
  expect(screen.getByText('Course code is required')).toBeInTheDocument();

  await user.type(name, 'Advanced Data Structures');
  await user.type(code, 'CSC 3041');
  expect(code).toHaveValue('CSC3041');
  expect(await screen.findByText('Course code cannot contain spaces. Spaces have been removed.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(/^Course code cannot be more than 7 characters/));
  expect(calls('PATCH', '/api/courses/c1')).toHaveLength(0);

  await user.type(code, '{Backspace}');
  await user.clear(screen.getByLabelText('Description (optional)'));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Course updated successfully')).toBeInTheDocument();
  expect(received).toEqual({ courseName: 'Advanced Data Structures', courseCode: 'CSC304', description: '' });
  // Back to the details, showing the saved course.
  expect(await screen.findByRole('dialog', { name: 'Advanced Data Structures' })).toBeInTheDocument();
  expect(screen.getByText('CSC 304')).toBeInTheDocument();
  expect(screen.getByText('No description provided.')).toBeInTheDocument();
});

test('Unlink asks first; Cancel keeps the link, Unlink removes it', async () => {
  let course = courseFixture();
  const { user } = renderDialog({
    course: () => ({ data: course }),
    routes: {
      'DELETE /api/courses/department-level/d-mth/c1': () => {
        course = courseFixture({ departments: course.departments.filter((link) => link.departmentId !== 'd-mth') });
        return { data: { courseId: 'c1', departmentId: 'd-mth' } };
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Unlink Mathematics' }));
  let confirm = screen.getByRole('dialog', { name: 'Unlink Mathematics' });
  expect(confirm).toHaveTextContent('Are you sure you want to unlink this department from the course? This action cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Unlink Mathematics' })).not.toBeInTheDocument();
  expect(calls('DELETE', '/api/courses/department-level/d-mth/c1')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Unlink Mathematics' }));
  confirm = screen.getByRole('dialog', { name: 'Unlink Mathematics' });
  await user.click(within(confirm).getByRole('button', { name: 'Unlink' }));
  expect(await screen.findByText('Course unlinked from department successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlink Mathematics' })).not.toBeInTheDocument());
  expect(within(dialog()).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['1', '1', 'Approved']);
});

test('links one more department at a level; departments already linked are not offered', async () => {
  const link = routeKeepingBody({ status: 201, data: { courseId: 'c1', departmentId: 'd-phy', level: 400, reviewStatus: 'approved' as const, createdAt: '2026-03-12T10:00:00.000Z' } });
  const { user } = renderDialog({
    routes: {
      'POST /api/courses/department-level': link,
    },
  });
  const form = within(await screen.findByRole('form', { name: 'Link a department' }));
  await form.findByRole('option', { name: 'Physics' });
  expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Select a department',
    'Physics',
    ...['100', '200', '300', '400', '500', '600'].map((level) => `${level} Level`),
  ]);
  await user.click(form.getByRole('button', { name: 'Link Department' }));
  expect(await form.findByText('Department selection is required')).toBeInTheDocument();

  await user.selectOptions(form.getByRole('combobox', { name: 'Department' }), 'Physics');
  await user.selectOptions(form.getByRole('combobox', { name: 'Level' }), '400 Level');
  await user.click(form.getByRole('button', { name: 'Link Department' }));
  expect(await screen.findByText('Course linked to department successfully')).toBeInTheDocument();
  expect(link.sent).toEqual({ courseId: 'c1', departmentId: 'd-phy', level: 400 });
  // The course is asked again, to show its new department.
  await waitFor(() => expect(calls('GET', '/api/courses/c1')).toHaveLength(2));
});

test('an admin deletes the course after confirming; the dialog closes', async () => {
  const { user, onClose } = renderDialog({ role: 'admin', routes: { 'DELETE /api/courses/c1': { data: { id: 'c1' } } } });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete course' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this course? This action cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Course deleted successfully')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(calls('DELETE', '/api/courses/c1')).toHaveLength(1);
  // The deleted course is not asked for again.
  expect(calls('GET', '/api/courses/c1')).toHaveLength(1);
});

test("a refused delete shows the server's message and keeps the dialog open", async () => {
  const { user, onClose } = renderDialog({
    role: 'admin',
    routes: { 'DELETE /api/courses/c1': { status: 403, error: { code: 'FORBIDDEN', message: 'You do not have access to this.' } } },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete course' })).getByRole('button', { name: 'Delete' }));
  // A failure toast is titled 'Error', as the specification's are.
  const toast = (await screen.findByText('You do not have access to this.')).closest('[role="alert"]');
  expect(toast).toHaveTextContent('ErrorYou do not have access to this.');
  expect(screen.queryByRole('dialog', { name: 'Delete course' })).not.toBeInTheDocument();
  expect(dialog()).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('Escape while a question is asked closes only the question', async () => {
  const { user, onClose } = renderDialog({ role: 'admin' });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('dialog', { name: 'Delete course' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Delete course' })).not.toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

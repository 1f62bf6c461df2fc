import { fakeNetworkPerTest, type FakeNetwork, type FakeReply, type FakeRoutes, routeKeepingBody } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseFixture, DEPARTMENTS, SELECTION } from '../test/courseFixtures.ts';
import { AddCoursePanel } from './AddCoursePanel.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.useRealTimers();
});

function renderPanel<Keys extends string>(routes?: FakeRoutes<Keys>, user = userEvent.setup({ delay: null })) {
  net = fakeNetwork({ 'GET /api/department': { data: DEPARTMENTS }, 'GET /api/courses/selection': { data: SELECTION } }, routes);
  const { queryClient } = renderWithProviders(<AddCoursePanel />, { route: '/management/courses' });
  // What a new course changes: the course list and the review queues' figures.
  queryClient.setQueryData(['courses', 'list', { page: 1, limit: 10 }], { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
  queryClient.setQueryData(['review', 'courses', 'counts'], { pending: 0, approved: 0, rejected: 0 });
  return { user, queryClient };
}

const posts = (path: string) => (net?.calls ?? []).filter((call) => call.method === 'POST' && call.url.pathname === path);

async function openPanel(user: ReturnType<typeof userEvent.setup>, mode?: 'Create a new course') {
  const toggle = screen.getByRole('button', { name: 'Add Course' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('radio', { name: 'Link an existing course' })).toBeChecked();
  if (mode) await user.click(screen.getByRole('radio', { name: mode }));
  await screen.findByRole('option', { name: 'Computer Science' });
}

test('creates a new course: spaces leave the code with a toast, and it is sent approved-ready', async () => {
  const create = routeKeepingBody({ status: 201, data: courseFixture() });
  const { user, queryClient } = renderPanel({
    'POST /api/courses': create,
  });
  await openPanel(user, 'Create a new course');

  await user.type(screen.getByLabelText('Course name'), 'Data Structures');
  const code = screen.getByRole('textbox', { name: 'Course code' });
  await user.type(code, 'CSC 204');
  expect(code).toHaveValue('CSC204');
  expect(await screen.findByText('Course code cannot contain spaces. Spaces have been removed.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Description (optional)'), 'Lists, trees and graphs.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Computer Science');
  expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('100');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '200 Level');
  await user.click(screen.getByRole('button', { name: 'Create Course' }));

  expect(await screen.findByText('Course created successfully')).toBeInTheDocument();
  expect(create.sent).toEqual({
    courseName: 'Data Structures',
    courseCode: 'CSC204',
    description: 'Lists, trees and graphs.',
    departmentId: 'd-csc',
    level: 200,
  });
  // The form starts again for the next course; the list and the review queues are asked again.
  await waitFor(() => expect(screen.getByLabelText('Course name')).toHaveValue(''));
  expect(queryClient.getQueryState(['courses', 'list', { page: 1, limit: 10 }])?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['review', 'courses', 'counts'])?.isInvalidated).toBe(true);
});

test('a new course needs a name, a code of at most 6 characters and a department', async () => {
  const { user } = renderPanel();
  await openPanel(user, 'Create a new course');
  await user.click(screen.getByRole('button', { name: 'Create Course' }));
  expect(await screen.findByText('Course name is required')).toBeInTheDocument();
  expect(screen.getByText('Course code is required')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Department selection is required');
  // The first field in error takes the focus.
  expect(screen.getByLabelText('Course name')).toHaveFocus();

  await user.type(screen.getByLabelText('Course name'), 'Data Structures');
  const code = screen.getByRole('textbox', { name: 'Course code' });
  await user.type(code, 'CSC2045');
  await user.tab();
  expect(code).toHaveAccessibleDescription(/^Course code cannot be more than 7 characters/);
  expect(code).toHaveValue('CSC2045');
  await user.type(code, '{Backspace}');
  await user.tab();
  await waitFor(() => expect(code).toHaveAccessibleDescription('At most 6 letters and digits, no spaces.'));

  await user.click(screen.getByRole('button', { name: 'Create Course' }));
  expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Department selection is required');
  expect(posts('/api/courses')).toHaveLength(0);
});

test("a refused course shows the server's message on its field and in a toast; otherwise the spec's fallback", async () => {
  const taken = 'A course with this code already exists.';
  let reply: FakeReply = { status: 409, error: { code: 'CONFLICT', message: taken, errors: [{ field: 'courseCode', message: taken }] } };
  const { user } = renderPanel({ 'POST /api/courses': () => reply });
  await openPanel(user, 'Create a new course');
  await user.type(screen.getByLabelText('Course name'), 'Data Structures');
  await user.type(screen.getByRole('textbox', { name: 'Course code' }), 'CSC204');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Physics');
  await user.click(screen.getByRole('button', { name: 'Create Course' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Course code' })).toHaveAccessibleDescription(new RegExp(`^${taken}`)));
  expect(screen.getAllByText(taken).length).toBeGreaterThanOrEqual(2);

  reply = { status: 500, error: { code: 'INTERNAL', message: 'Database down' } };
  await user.click(screen.getByRole('button', { name: 'Create Course' }));
  expect((await screen.findAllByText('Failed to create course. Please try again.')).length).toBeGreaterThanOrEqual(1);
  expect(screen.queryByText('Database down')).not.toBeInTheDocument();
});

test('links an existing course found by the picker, which searches once typing pauses for 300 ms', async () => {
  jest.useFakeTimers();
  const link = routeKeepingBody({ status: 201, data: { courseId: 'c1', departmentId: 'd-phy', level: 100, reviewStatus: 'approved' as const, createdAt: '2026-03-12T10:00:00.000Z' } });
  const { user } = renderPanel(
    {
      'POST /api/courses/department-level': link,
    },
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
  );
  await openPanel(user);

  await user.click(screen.getByRole('button', { name: 'Link Course' }));
  expect(await screen.findByText('Please select an existing course')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Department selection is required');

  const selectionCalls = () => (net?.calls ?? []).filter((call) => call.url.pathname === '/api/courses/selection');
  await user.type(screen.getByRole('combobox', { name: 'Course' }), 'csc');
  act(() => jest.advanceTimersByTime(299));
  expect(selectionCalls()).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  await user.click(await screen.findByRole('option', { name: 'CSC 204 - Data Structures' }));
  expect(selectionCalls().map((call) => call.url.searchParams.get('query'))).toEqual(['csc']);
  expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('CSC 204 - Data Structures');
  await waitFor(() => expect(screen.queryByText('Please select an existing course')).not.toBeInTheDocument());

  await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Physics');
  await user.click(screen.getByRole('button', { name: 'Link Course' }));
  expect(await screen.findByText('Course linked to department successfully')).toBeInTheDocument();
  expect(link.sent).toEqual({ courseId: 'c1', departmentId: 'd-phy', level: 100 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue(''));
});

test('a refused link says why, or the spec fallback', async () => {
  const linked = 'This course is already linked to this department.';
  let reply: FakeReply = { status: 409, error: { code: 'CONFLICT', message: linked, errors: [{ field: 'departmentId', message: linked }] } };
  const { user } = renderPanel({ 'POST /api/courses/department-level': () => reply });
  await openPanel(user);
  await user.type(screen.getByRole('combobox', { name: 'Course' }), 'csc');
  await user.click(await screen.findByRole('option', { name: 'CSC 204 - Data Structures' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Computer Science');
  await user.click(screen.getByRole('button', { name: 'Link Course' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(linked));

  reply = { status: 500, error: { code: 'INTERNAL', message: 'Database down' } };
  await user.click(screen.getByRole('button', { name: 'Link Course' }));
  expect((await screen.findAllByText('Failed to link course to department. Please try again.')).length).toBeGreaterThanOrEqual(1);
});

import type { Course } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeNetwork, type FakeReply, type FakeRoute, routeKeepingBody } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UploadModal } from './UploadModal.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

type Proposal = FakeReply<'POST /api/courses'> | FakeRoute<'POST /api/courses'>;

const COURSES = [{ id: 'c1', courseCode: 'CSC 204', courseName: 'Data Structures', description: null }];
const DEPARTMENTS = [
  { id: 'd-mth', name: 'Mathematics', facultyId: 'f-sci' },
  { id: 'd-csc', name: 'Computer Science', facultyId: 'f-sci' },
];
const PROPOSED: Course = {
  id: 'c9',
  courseName: 'Numerical Methods',
  courseCode: 'MTH301',
  description: 'Roots, quadrature and ODEs',
  reviewStatus: 'pending',
  createdAt: '2026-03-12T10:00:00.000Z',
  departments: [],
};

function network(propose: Proposal = { status: 201, data: PROPOSED }) {
  net = fakeNetwork({
    // Only 'csc' finds anything.
    'GET /api/courses/selection': (url) => ({ data: url.searchParams.get('query') === 'csc' ? COURSES : [] }),
    'GET /api/department': { data: DEPARTMENTS },
    'POST /api/courses': propose,
  });
}

const posts = () => (net?.calls ?? []).filter((call) => call.method === 'POST' && call.url.pathname === '/api/courses');

/** The upload dialog as a page holds it: open until it asks to close. */
function Harness() {
  const [open, setOpen] = useState(true);
  return <UploadModal open={open} onClose={() => setOpen(false)} />;
}

/** The upload dialog at its file details, a title typed, the course searched for `search`. */
async function searchCourse(search: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness />, { route: '/dashboard' });
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  await user.type(screen.getByLabelText('Material title'), 'Week 3 notes');
  await user.type(screen.getByRole('combobox', { name: 'Course (optional)' }), search);
  return user;
}

async function openSuggestion(search = 'MTH 301') {
  const user = await searchCourse(search);
  await user.click(await screen.findByRole('button', { name: `Suggest “${search}” as a new course` }));
  const dialog = screen.getByRole('dialog', { name: 'Suggest a course' });
  await within(dialog).findByRole('option', { name: 'Computer Science' });
  return { user, dialog: within(dialog) };
}

test('a search that finds nothing offers to suggest the course; a small link under the picker always does', async () => {
  network();
  const user = await searchCourse('csc');
  expect(await screen.findByRole('option', { name: /CSC 204/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /as a new course/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: "Can't find your course? Suggest it" })).toBeInTheDocument();

  await user.clear(screen.getByRole('combobox', { name: 'Course (optional)' }));
  await user.type(screen.getByRole('combobox', { name: 'Course (optional)' }), 'MTH 301');
  expect(await screen.findByText('No courses found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Suggest “MTH 301” as a new course' }));

  // The search starts the form off: a code goes to the code, spaces removed.
  const dialog = within(screen.getByRole('dialog', { name: 'Suggest a course' }));
  expect(dialog.getByLabelText('Course code')).toHaveValue('MTH301');
  expect(dialog.getByLabelText('Course name')).toHaveFocus();
  expect(dialog.getByRole('combobox', { name: 'Level' })).toHaveValue('100');
});

test('the form refuses a missing name, a code of 7 characters and no department', async () => {
  network();
  const { user, dialog } = await openSuggestion('Numerical');
  expect(dialog.getByLabelText('Course name')).toHaveValue('Numerical');
  await user.clear(dialog.getByLabelText('Course name'));
  await user.click(dialog.getByRole('button', { name: 'Send for review' }));
  expect(await dialog.findByText('Course name is required')).toBeInTheDocument();
  expect(dialog.getByText('Course code is required')).toBeInTheDocument();
  expect(dialog.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Department selection is required');
  expect(dialog.getByLabelText('Course name')).toHaveFocus();

  const code = dialog.getByRole('textbox', { name: 'Course code' });
  await user.type(code, 'MTH3011');
  await user.tab();
  await waitFor(() => expect(code).toHaveAccessibleDescription(/^Course code cannot be more than 7 characters/));
  expect(posts()).toHaveLength(0);
});

test('sends the proposal, says so, and the upload form keeps what was typed', async () => {
  const suggestion = routeKeepingBody({ status: 201, data: PROPOSED });
  network(suggestion);
  const { user, dialog } = await openSuggestion('Numerical Methods');
  const code = dialog.getByRole('textbox', { name: 'Course code' });
  await user.type(code, 'mth 301');
  expect(code).toHaveValue('mth301');
  expect(await screen.findByText('Course code cannot contain spaces. Spaces have been removed.')).toBeInTheDocument();
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Department' }), 'Mathematics');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Level' }), '300 Level');
  await user.type(dialog.getByLabelText('Description (optional)'), ' Roots, quadrature and ODEs ');
  await user.click(dialog.getByRole('button', { name: 'Send for review' }));

  expect(await screen.findByText('Thanks! The course was sent for review. You can pick it once it is approved.')).toBeInTheDocument();
  expect(suggestion.sent).toEqual({
    courseName: 'Numerical Methods',
    courseCode: 'mth301',
    description: 'Roots, quadrature and ODEs',
    departmentId: 'd-mth',
    level: 300,
  });
  expect(screen.queryByRole('dialog', { name: 'Suggest a course' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Upload a file' })).toBeInTheDocument();
  expect(screen.getByLabelText('Material title')).toHaveValue('Week 3 notes');
  expect(screen.getByRole('combobox', { name: 'Course (optional)' })).toHaveValue('Numerical Methods');
  expect(screen.getByText('MTH 301 - Numerical Methods was sent for review. You can pick it once it is approved.')).toBeInTheDocument();
});

test('a taken code shows on the code field; an unverified email says so', async () => {
  const taken = 'A course with this code already exists.';
  let reply: FakeReply = { status: 409, error: { code: 'CONFLICT', message: taken, errors: [{ field: 'courseCode', message: taken }] } };
  network(() => reply);
  const { user, dialog } = await openSuggestion('MTH 301');
  await user.type(dialog.getByLabelText('Course name'), 'Numerical Methods');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Department' }), 'Mathematics');
  await user.click(dialog.getByRole('button', { name: 'Send for review' }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Course code' })).toHaveAccessibleDescription(new RegExp(`^${taken}`)));
  expect(dialog.getByRole('alert')).toHaveTextContent(taken);

  const unverified = 'Verify your email address before adding courses.';
  reply = { status: 403, error: { code: 'FORBIDDEN', message: unverified } };
  await user.click(dialog.getByRole('button', { name: 'Send for review' }));
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(unverified));
  expect(posts()).toHaveLength(2);
  expect(screen.getByRole('dialog', { name: 'Suggest a course' })).toBeInTheDocument();
});

test('Escape closes only the suggestion; the upload dialog stays as it was', async () => {
  network();
  const { user } = await openSuggestion('MTH 301');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Suggest a course' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Upload a file' })).toBeInTheDocument();
  expect(screen.getByLabelText('Material title')).toHaveValue('Week 3 notes');
  // The small link opens it too, and Cancel closes it.
  await user.click(screen.getByRole('button', { name: "Can't find your course? Suggest it" }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Suggest a course' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Upload a file' })).toBeInTheDocument();
});

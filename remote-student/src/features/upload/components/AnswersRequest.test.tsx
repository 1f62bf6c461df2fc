import { materialRequestFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANSWERS_REQUEST_LABEL } from './AnswersRequestField.tsx';
import { uploadFakesPerTest } from '../testing/uploadModalHarness.tsx';
import { UploadModal } from './UploadModal.tsx';

const COURSES = [
  { id: 'c1', courseCode: 'CSC 204', courseName: 'Data Structures', description: null },
  { id: 'c2', courseCode: 'CSC 205', courseName: 'Operating Systems', description: null },
];
const REQUESTS = {
  c1: [materialRequestFixture({ id: 'r1', text: '<i>2023</i> past questions' }), materialRequestFixture({ id: 'r2', text: 'Week 5 slides' })],
  c2: [],
} as Record<string, ReturnType<typeof materialRequestFixture>[]>;

const fakes = uploadFakesPerTest(COURSES, {
  'GET /api/courses/selection': (url) => ({ data: COURSES.filter((course) => course.courseCode.toLowerCase().includes(url.searchParams.get('query') ?? '')) }),
  'GET /api/material-requests': (url) => {
    const data = REQUESTS[url.searchParams.get('courseId') ?? ''] ?? [];
    return { data: { data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } } };
  },
});

async function linkForm() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<UploadModal open onClose={() => undefined} />, { route: '/dashboard' });
  await user.click(screen.getByRole('button', { name: /Helpful Link/ }));
  await user.type(screen.getByLabelText('Material title'), 'CSC 204 2023 paper');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'Exam Past Questions');
  await user.type(screen.getByLabelText('URL'), 'https://example.edu/paper');
  return user;
}

async function chooseCourse(user: ReturnType<typeof userEvent.setup>, typed: string, title: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Course (optional)' }), typed);
  await user.click(await screen.findByRole('option', { name: title }));
}

test('with a course chosen, its open requests are offered; the one chosen is sent as answersRequest', async () => {
  fakes.network();
  const user = await linkForm();
  expect(screen.queryByRole('combobox', { name: ANSWERS_REQUEST_LABEL })).not.toBeInTheDocument();
  await chooseCourse(user, '204', /CSC 204/);
  const choice = await screen.findByRole('combobox', { name: ANSWERS_REQUEST_LABEL });
  // Option text is text: the request's markup reads as the characters typed.
  expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', '<i>2023</i> past questions', 'Week 5 slides']);
  await user.selectOptions(choice, within(choice).getByRole('option', { name: '<i>2023</i> past questions' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Upload Received!')).toBeInTheDocument();
  expect(fakes.sent?.get('courseId')).toBe('c1');
  expect(fakes.sent?.get('answersRequest')).toBe('r1');
});

test('another course drops the choice; a course nobody asked anything of offers none; nothing chosen sends nothing', async () => {
  fakes.network();
  const user = await linkForm();
  await chooseCourse(user, '204', /CSC 204/);
  await user.selectOptions(await screen.findByRole('combobox', { name: ANSWERS_REQUEST_LABEL }), 'Week 5 slides');
  await user.click(screen.getByRole('button', { name: /Clear course/ }));
  await chooseCourse(user, '205', /CSC 205/);
  expect(screen.queryByRole('combobox', { name: ANSWERS_REQUEST_LABEL })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Upload Received!')).toBeInTheDocument();
  expect(fakes.sent?.get('courseId')).toBe('c2');
  expect(fakes.sent?.has('answersRequest')).toBe(false);
});

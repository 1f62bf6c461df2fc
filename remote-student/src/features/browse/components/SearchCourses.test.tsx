import type { Material } from '@lectern/shared-api';
import type { MaterialCourse, MaterialListPage } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, materialFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowsePage } from './BrowsePage.tsx';

const fakeNetwork = fakeNetworkPerTest();

const dataStructures: MaterialCourse = { id: 'course-204', courseCode: 'CSC204', courseName: 'Data Structures' };

const page = (data: Material[], courses?: MaterialCourse[]): MaterialListPage => ({
  data,
  pagination: { page: 1, limit: 10, total: data.length, totalPages: 1 },
  totalCapped: false,
  spelling: null,
  ...(courses ? { courses } : {}),
});

const ofCourse = (id: string, label: string) => materialFixture({ id, label, course: dataStructures });

test('a search naming a course shows the course first, leading to its page, then its materials and their count', async () => {
  const user = userEvent.setup({ delay: null });
  const materials = [ofCourse('a', 'Week one handout'), ofCourse('b', 'Linked lists'), ofCourse('c', 'Assignment 2'), ofCourse('d', 'Past questions 2019')];
  fakeNetwork({
    'GET /api/materials': (url) => ({ data: url.searchParams.get('query') === 'recursion' ? page([materialFixture({ id: 'e', label: 'Recursion notes' })]) : page(materials, [dataStructures]) }),
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=data%20structures' });

  const courses = await screen.findByRole('region', { name: 'Courses' });
  const link = within(courses).getByRole('link', { name: 'CSC 204 · Data Structures' });
  expect(link).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(within(courses).getByRole('article', { name: 'CSC 204 · Data Structures' })).toBeInTheDocument();
  // The count is of the materials; the course comes before them.
  expect(screen.getByText('4 results')).toBeInTheDocument();
  const firstMaterial = screen.getByRole('article', { name: 'Week one handout' });
  expect(courses.compareDocumentPosition(firstMaterial) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  // Words that name no course show none.
  await user.clear(screen.getByRole('searchbox', { name: 'Search materials' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search materials' }), 'recursion{Enter}');
  expect(await screen.findByRole('article', { name: 'Recursion notes' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Courses' })).not.toBeInTheDocument();
});

test('a search naming a course that has few materials offers to ask for that course', async () => {
  const user = userEvent.setup({ delay: null });
  fakeNetwork({ 'GET /api/materials': { data: page([], [dataStructures]) } });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=data%20structures%20past%20questions' });
  expect(await screen.findByRole('heading', { name: 'No materials found.' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Courses' })).getByRole('link', { name: 'CSC 204 · Data Structures' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ask for this material' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask for this material' });
  expect(within(dialog).getByRole('textbox', { name: 'What do you need?' })).toHaveValue('data structures past questions');
  expect(within(dialog).getByText(/CSC 204/)).toBeInTheDocument();
});

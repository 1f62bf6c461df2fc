import { type Faculty, type Paged } from '@lectern/shared-api';
import type { CourseListItem } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, sessionUser, type FakeNetwork, type FakeReply, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogPage } from './CatalogPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const faculties: Faculty[] = [
  { id: 'eng', name: 'Faculty of Engineering', departments: [{ id: 'mec', name: 'Mechanical Engineering' }] },
  {
    id: 'sci',
    name: 'Faculty of Science',
    departments: [
      { id: 'csc', name: 'Computer Science' },
      { id: 'phy', name: 'Physics' },
    ],
  },
];

const course = (code: string, name: string, approvedMaterials: number): CourseListItem => ({
  id: code,
  courseCode: code,
  courseName: name,
  description: null,
  reviewStatus: 'approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  departments: [],
  approvedMaterials,
});
const paged = (data: CourseListItem[], page = 1, totalPages = 1): Paged<CourseListItem> => ({
  data,
  pagination: { page, limit: 100, total: data.length, totalPages },
});

/** CSC 200 level has two courses; every other level none. */
const coursesReply = (url: URL): FakeReply<'GET /api/courses'> =>
  url.searchParams.get('departmentId') === 'csc' && url.searchParams.get('level') === '200'
    ? { data: paged([course('CSC204', 'Data Structures', 3), course('CSC208', 'Discrete Structures', 1)]) }
    : { data: paged([]) };

/** Computer Science takes courses at 100 and 200 level; Physics at 300; the rest at none. */
const levelsReply = (url: URL): FakeReply<'GET /api/courses/levels'> => {
  const department = url.searchParams.get('departmentId');
  if (department === 'csc') return { data: [{ level: 100, courses: 4 }, { level: 200, courses: 2 }] };
  if (department === 'phy') return { data: [{ level: 300, courses: 1 }] };
  return { data: [] };
};

function renderPage(
  route: string,
  { profile = {}, courses = coursesReply, levels = levelsReply }: { profile?: Parameters<typeof sessionUser>[0]; courses?: (url: URL) => FakeReply<'GET /api/courses'>; levels?: (url: URL) => FakeReply<'GET /api/courses/levels'> } = {},
) {
  net = fakeNetwork({ 'GET /api/faculty': { data: faculties }, 'GET /api/courses': courses, 'GET /api/courses/levels': levels });
  signInAs(profile);
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<CatalogPage />, { route, path: '/dashboard/courses' }) };
}

const location = () => screen.getByTestId('location').textContent;
const courseCalls = () => net!.calls.filter((call) => call.url.pathname === '/api/courses').map((call) => Object.fromEntries(call.url.searchParams));

test('a student’s own department and level open first: each course with its code, name and approved materials, leading to its page', async () => {
  renderPage('/dashboard/courses', { profile: { facultyId: 'sci', departmentId: 'csc', level: 200 } });
  expect(screen.getByRole('heading', { level: 1, name: 'Browse courses' })).toBeInTheDocument();
  expect(await screen.findByRole('status', { name: 'Loading courses...' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Courses at 200 level' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['CSC 204: Data Structures 3 materials', 'CSC 208: Discrete Structures 1 material']);
  expect(within(list).getByRole('link', { name: /CSC 204: Data Structures/ })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(screen.getByRole('heading', { level: 2, name: 'Computer Science' })).toBeInTheDocument();
  const levels = within(screen.getByRole('navigation', { name: 'Levels in Computer Science' })).getAllByRole('link');
  expect(levels.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
    ['100 level 4 courses', null],
    ['200 level 2 courses', 'page'],
  ]);
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['All faculties', 'Faculty of Science', 'Computer Science', '200 level']);
  expect(within(trail).queryByRole('link', { name: '200 level' })).toBeNull();
  expect(courseCalls()).toEqual([{ departmentId: 'csc', level: '200', page: '1', limit: '100', allowDepartments: 'false', withMaterialCounts: 'true' }]);
});

test('from the faculties to a course page, by links whose URLs say where the page is', async () => {
  const { user } = renderPage('/dashboard/courses', { profile: { role: 'moderator', departmentId: null } });
  const faculty = await screen.findByRole('link', { name: /Faculty of Science/ });
  expect(faculty).toHaveTextContent('2 departments');
  await user.click(faculty);
  expect(location()).toBe('/dashboard/courses?faculty=sci');
  // The followed link is gone: focus goes on from the new step's heading.
  expect(screen.getByRole('heading', { level: 2, name: 'Departments in Faculty of Science' })).toHaveFocus();
  await user.click(screen.getByRole('link', { name: 'Computer Science' }));
  expect(location()).toBe('/dashboard/courses?faculty=sci&department=csc');
  expect(screen.getByRole('heading', { level: 2, name: 'Computer Science' })).toHaveFocus();
  expect(screen.getByText('Choose a level to see its courses.')).toBeInTheDocument();
  expect(courseCalls()).toEqual([]);
  await user.click(await screen.findByRole('link', { name: '200 level 2 courses' }));
  expect(location()).toBe('/dashboard/courses?faculty=sci&department=csc&level=200');
  await user.click(await screen.findByRole('link', { name: /CSC 208: Discrete Structures/ }));
  expect(location()).toBe('/dashboard/courses/CSC208');
});

test('the breadcrumb leads back; All faculties shows the list even to a student with a department', async () => {
  const { user } = renderPage('/dashboard/courses', { profile: { facultyId: 'sci', departmentId: 'csc', level: 200 } });
  await screen.findByRole('list', { name: 'Courses at 200 level' });
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  await user.click(within(trail).getByRole('link', { name: 'Faculty of Science' }));
  expect(location()).toBe('/dashboard/courses?faculty=sci');
  await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'All faculties' }));
  expect(location()).toBe('/dashboard/courses?faculty=all');
  expect(screen.getByRole('heading', { level: 2, name: 'Faculties' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Faculties' })).getAllByRole('link')).toHaveLength(2);
});

test('a level with no courses says so and offers a next step; a student’s own empty level stays marked among the others', async () => {
  renderPage('/dashboard/courses', { profile: { facultyId: 'sci', departmentId: 'phy', level: 200 } });
  expect(await screen.findByRole('heading', { name: 'No courses at 200 level yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search all materials' })).toHaveAttribute('href', '/dashboard/search');
  const levels = within(screen.getByRole('navigation', { name: 'Levels in Physics' })).getAllByRole('link');
  expect(levels.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
    ['200 level 0 courses', 'page'],
    ['300 level 1 course', null],
  ]);
});

test('a department without courses says so, and leads to the other departments', async () => {
  renderPage('/dashboard/courses?faculty=eng&department=mec');
  expect(await screen.findByRole('heading', { name: 'No courses in Mechanical Engineering yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Other departments' })).toHaveAttribute('href', '/dashboard/courses?faculty=eng');
  expect(courseCalls()).toEqual([]);
});

test('levels that fail to load show an error with Try again', async () => {
  let fail = true;
  const { user } = renderPage('/dashboard/courses?department=csc', {
    levels: (url) => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'boom' } } : levelsReply(url)),
  });
  expect(await screen.findByRole('status', { name: 'Loading levels...' })).toHaveTextContent('Loading levels...');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load the levels.');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: '100 level 4 courses' })).toBeInTheDocument();
  expect(screen.getByText('Choose a level to see its courses.')).toBeInTheDocument();
});

test('courses that fail to load show an error with Try again, which asks again', async () => {
  let fail = true;
  const { user } = renderPage('/dashboard/courses?department=csc&level=200', {
    courses: (url) => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'boom' } } : coursesReply(url)),
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load the courses.');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /CSC 204: Data Structures/ })).toBeInTheDocument();
  // A department alone finds its faculty.
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Faculty of Science' })).toBeInTheDocument();
});

test('faculties loading, then failing, then an unknown department', async () => {
  net = fakeNetwork({ 'GET /api/faculty': { pending: true } });
  const { unmount } = renderWithProviders(<CatalogPage />, { route: '/dashboard/courses', path: '/dashboard/courses' });
  expect(screen.getByRole('status', { name: 'Loading faculties...' })).toHaveTextContent('Loading faculties...');
  unmount();
  net.restore();
  net = fakeNetwork({ 'GET /api/faculty': { status: 500, error: { code: 'INTERNAL', message: 'boom' } } });
  const failed = renderWithProviders(<CatalogPage />, { route: '/dashboard/courses', path: '/dashboard/courses' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the faculties.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  failed.unmount();
  renderPage('/dashboard/courses?faculty=sci&department=gone');
  expect(await screen.findByRole('heading', { name: 'This faculty or department was not found' })).toBeInTheDocument();
  for (const link of screen.getAllByRole('link', { name: 'All faculties' })) expect(link).toHaveAttribute('href', '/dashboard/courses?faculty=all');
});

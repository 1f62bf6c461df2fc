import { fakeNetworkPerTest, type FakeNetwork, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseFixture, DEPARTMENTS, pageOf } from '../test/courseFixtures.ts';
import { CourseManagementPage } from './CourseManagementPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const STRUCTURES = courseFixture();
const SYSTEMS = courseFixture({ id: 'c2', courseName: 'Operating Systems', courseCode: 'CSC301', description: null, departments: [] });
const ALGEBRA = courseFixture({ id: 'c3', courseName: 'Linear Algebra', courseCode: 'MTH201', reviewStatus: 'pending' });

/** Three pages: Data Structures and Operating Systems, then Linear Algebra, then nothing new. */
const listRoute = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  if (url.searchParams.get('query')) return { data: pageOf([STRUCTURES], 1, 1) };
  return { data: pageOf(page === 1 ? [STRUCTURES, SYSTEMS] : [ALGEBRA], page, 3) };
};

const listCalls = () => (net?.calls ?? []).filter((call) => call.url.pathname === '/api/courses');
const lastList = () => listCalls().at(-1)?.url.searchParams;

function renderPage() {
  signInAs({ role: 'moderator' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<CourseManagementPage />, { route: '/management/courses' });
  return user;
}

test('shows the courses as cards, ten to a page, with page numbers', async () => {
  net = fakeNetwork({ 'GET /api/courses': listRoute });
  const user = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Course Management' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');

  const card = await screen.findByRole('button', { name: 'Data Structures' });
  // Mathematics asked to take it and waits for review: listed as pending, not as linked.
  expect(card).toHaveAccessibleDescription('Code: CSC 204 Departments: Computer Science, Mathematics Pending Lists, trees and graphs.');
  expect(within(screen.getByRole('article', { name: 'Data Structures' })).getByText('Pending')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Operating Systems' })).toHaveAccessibleDescription('Code: CSC 301 Departments: None No description provided.');
  expect(lastList()?.toString()).toBe('page=1&limit=10');

  const pages = screen.getByRole('navigation', { name: 'Course pages' });
  expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('button', { name: 'Linear Algebra' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Data Structures' })).not.toBeInTheDocument();
  expect(lastList()?.get('page')).toBe('2');

  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await screen.findByRole('button', { name: 'Page 3', current: 'page' });
  expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(lastList()?.get('page')).toBe('3');
});

test('a search applies on Enter or the Search button and goes back to page 1', async () => {
  net = fakeNetwork({ 'GET /api/courses': listRoute });
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Page 2' }));
  await screen.findByRole('button', { name: 'Linear Algebra' });

  const search = screen.getByRole('searchbox', { name: 'Search by course code or name' });
  await user.type(search, 'csc 204');
  // Typing alone asks for nothing.
  expect(lastList()?.get('query')).toBeNull();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'Data Structures' })).toBeInTheDocument();
  expect(lastList()?.toString()).toBe('page=1&limit=10&query=csc+204');
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  const before = listCalls().length;
  await user.click(screen.getByRole('button', { name: 'Search' }));
  // The same search again reloads.
  await screen.findByRole('button', { name: 'Data Structures' });
  expect(listCalls().length).toBe(before + 1);
});

test('a list that fails to load says so, and Try Again asks again', async () => {
  let failing = true;
  net = fakeNetwork({
    'GET /api/courses': (url) => (failing ? { status: 500, error: { code: 'INTERNAL', message: 'Database down' } } : listRoute(url)),
  });
  const user = renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching courses');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('button', { name: 'Data Structures' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('no courses: the empty state, and no pagination', async () => {
  net = fakeNetwork({ 'GET /api/courses': { data: pageOf([], 1, 0) } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
  expect(screen.getByText('Add the first one with Add Course above.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Course pages' })).not.toBeInTheDocument();
});

test('a search that finds nothing offers to clear it, which lists every course again', async () => {
  net = fakeNetwork({ 'GET /api/courses': (url) => ({ data: url.searchParams.get('query') ? pageOf([], 1, 0) : pageOf([STRUCTURES]) }) });
  const user = renderPage();
  await screen.findByRole('button', { name: 'Data Structures' });
  await user.type(screen.getByRole('searchbox', { name: 'Search by course code or name' }), 'zzz{Enter}');
  expect(await screen.findByText('Try another course code or name.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByRole('button', { name: 'Data Structures' })).toBeInTheDocument();
  expect(lastList()?.get('query')).toBeNull();
  expect(screen.getByRole('searchbox', { name: 'Search by course code or name' })).toHaveValue('');
});

test('a card opens the course detail dialog; closing it goes back to the grid', async () => {
  net = fakeNetwork({
    'GET /api/courses': listRoute,
    'GET /api/courses/c1': { data: STRUCTURES },
    'GET /api/department': { data: DEPARTMENTS },
  });
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Data Structures' }));
  const dialog = await screen.findByRole('dialog', { name: 'Data Structures' });
  expect(await within(dialog).findByText('CSC 204')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close course details' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Data Structures' })).toHaveFocus();
});

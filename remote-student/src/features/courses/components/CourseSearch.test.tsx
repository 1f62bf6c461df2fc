import type { Material } from '@lectern/shared-api';
import { type FakeNetwork, fakeNetworkPerTest, materialFixture, materialListPage } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { coursePageWithMaterials, csc204Fixture } from '../testing/courseFixtures.ts';
import { CoursePage } from './CoursePage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const course = csc204Fixture({ id: '5b1f6c2e-0c1a-4d3e-9f10-2a3b4c5d6e7f' });
const coursePage = coursePageWithMaterials(course);

const passage = 'Rotate left, then right: the AVL tree stays balanced after each insert.';
const avlNotes = materialFixture({
  id: 'c',
  label: 'Week 5 notes',
  snippet: { page: 4, text: passage, marks: [{ start: passage.indexOf('AVL'), end: passage.indexOf(' stays') }] },
});

/** The course page and a search that finds the AVL notes for "avl" and nothing for anything else. */
function courseWithSearch(found: Record<string, Material[]> = { avl: [avlNotes] }) {
  return fakeNetwork({
    'GET /api/courses/by-code/CSC204': coursePage,
    'GET /api/materials': (url) => {
      const data = found[url.searchParams.get('query') ?? ''] ?? [];
      return { data: materialListPage(data) };
    },
  });
}

const searches = () => (net?.calls ?? []).filter((call) => call.url.pathname === '/api/materials');

const renderCourse = (route = '/dashboard/courses/CSC204') =>
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route, path: '/dashboard/courses/:code' });

test('typing searches the course once the typing pauses, and shows its matches with the passage and the words marked', async () => {
  const user = userEvent.setup({ delay: null });
  net = courseWithSearch();
  renderCourse();
  const field = await screen.findByRole('searchbox', { name: 'Search this course' });
  await user.type(field, 'avl');
  const results = await screen.findByRole('region', { name: 'Search results' });
  const card = await within(results).findByRole('article', { name: 'Week 5 notes' });
  expect(within(card).getByText('p. 4')).toBeInTheDocument();
  expect(within(card).getByText('AVL tree').tagName).toBe('MARK');
  expect(within(results).getByRole('status')).toHaveTextContent('1 material matches “avl”');
  // The grouped list gives way to the results.
  expect(screen.queryByRole('region', { name: 'Lecture Notes' })).not.toBeInTheDocument();
  // One request for the words typed, inside this course, in the server's order of relevance.
  expect(searches()).toHaveLength(1);
  const asked = searches()[0]!.url.searchParams;
  expect(Object.fromEntries(asked)).toEqual({ courseId: course.id, query: 'avl', page: '1' });
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/courses/CSC204?q=avl');
});

test('words no material holds: the empty state names them', async () => {
  const user = userEvent.setup({ delay: null });
  net = courseWithSearch();
  renderCourse();
  await user.type(await screen.findByRole('searchbox', { name: 'Search this course' }), 'fourier{Enter}');
  expect(await screen.findByRole('heading', { name: 'No materials in this course match “fourier”' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Search results' })).getByRole('status')).toHaveTextContent('No materials in this course match “fourier”');
});

test('Clear, or Escape in the field, empties it and brings back the materials by classification', async () => {
  const user = userEvent.setup({ delay: null });
  net = courseWithSearch();
  renderCourse('/dashboard/courses/CSC204?q=avl');
  await screen.findByRole('article', { name: 'Week 5 notes' });

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByRole('region', { name: 'Lecture Notes' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  const field = screen.getByRole('searchbox', { name: 'Search this course' });
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/courses\/CSC204$/);

  await user.type(field, 'avl');
  await screen.findByRole('article', { name: 'Week 5 notes' });
  await user.keyboard('{Escape}');
  expect(await screen.findByRole('region', { name: 'Exam Past Questions' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search this course' })).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
});

test('?q= in the address fills the field and searches at once (a reload, Back from a material)', async () => {
  net = courseWithSearch();
  renderCourse('/dashboard/courses/CSC204?q=avl');
  expect(await screen.findByRole('searchbox', { name: 'Search this course' })).toHaveValue('avl');
  expect(await within(screen.getByRole('region', { name: 'Search results' })).findByRole('article', { name: 'Week 5 notes' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Lecture Notes' })).not.toBeInTheDocument();
});

/** The browser's Back and Forward buttons. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  );
}

test('Back leaves the search for the groups and empties the field; Forward brings the search and its words back', async () => {
  const user = userEvent.setup({ delay: null });
  net = courseWithSearch();
  renderWithProviders(
    <>
      <CoursePage onUpload={() => undefined} />
      <HistoryButtons />
    </>,
    { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' },
  );
  await user.type(await screen.findByRole('searchbox', { name: 'Search this course' }), 'avl');
  await screen.findByRole('article', { name: 'Week 5 notes' });

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('region', { name: 'Lecture Notes' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search this course' })).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Forward' }));
  expect(await screen.findByRole('article', { name: 'Week 5 notes' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search this course' })).toHaveValue('avl');
  // Nothing the field did afterwards undid the step.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/courses/CSC204?q=avl');
});

test('a failed search says so and asks again with Try again', async () => {
  const user = userEvent.setup({ delay: null });
  let failures = 1;
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': coursePage,
    'GET /api/materials': () =>
      failures-- > 0
        ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }
        : { data: materialListPage([avlNotes]) },
  });
  renderCourse('/dashboard/courses/CSC204?q=avl');
  expect(await screen.findByText('Failed to fetch materials')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Week 5 notes' })).toBeInTheDocument();
});

test('refining the words searches again; the field keeps what is being typed, and its focus', async () => {
  const user = userEvent.setup({ delay: null });
  net = courseWithSearch({ avl: [avlNotes], 'avl tree': [avlNotes, materialFixture({ id: 'd', label: 'Trees revision' })] });
  renderCourse();
  const field = await screen.findByRole('searchbox', { name: 'Search this course' });
  await user.type(field, 'avl');
  await screen.findByRole('article', { name: 'Week 5 notes' });
  await user.type(field, ' tree');
  expect(await screen.findByRole('article', { name: 'Trees revision' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Search results' })).getByRole('status')).toHaveTextContent('2 materials match “avl tree”');
  expect(field).toHaveValue('avl tree');
  expect(field).toHaveFocus();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/courses/CSC204?q=avl+tree'));
});

test('many matches come in pages; the page is in the address and new words start again at page 1', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': coursePage,
    'GET /api/materials': (url) => {
      const page = Number(url.searchParams.get('page'));
      return { data: materialListPage([materialFixture({ id: `p${page}`, label: `Match on page ${page}` })], { pagination: { page, limit: 10, total: 11, totalPages: 2 } }) };
    },
  });
  renderCourse('/dashboard/courses/CSC204?q=tree');
  expect(await screen.findByRole('article', { name: 'Match on page 1' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('11 materials match “tree”');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('article', { name: 'Match on page 2' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/courses/CSC204?q=tree&page=2');
  await user.type(screen.getByRole('searchbox', { name: 'Search this course' }), 's');
  expect(await screen.findByRole('article', { name: 'Match on page 1' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/\?q=trees$/);
});

test('a course with no materials offers no search', async () => {
  net = fakeNetwork({ 'GET /api/courses/by-code/CSC204': { data: { course, materials: [] } } });
  renderCourse();
  expect(await screen.findByRole('heading', { name: 'No materials for this course yet.' })).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('a course search that found few offers "Ask for this material" for this course, with the words typed', async () => {
  const user = userEvent.setup({ delay: null });
  net = courseWithSearch();
  renderCourse('/dashboard/courses/CSC204?q=red%20black%20trees');
  const results = await screen.findByRole('region', { name: 'Search results' });
  await user.click(await within(results).findByRole('button', { name: 'Ask for this material' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask for this material' });
  expect(within(dialog).getByRole('combobox', { name: 'Course' })).toHaveValue('CSC 204 - Data Structures');
  expect(within(dialog).getByRole('textbox', { name: 'What do you need?' })).toHaveValue('red black trees');
});

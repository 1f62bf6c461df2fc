import type { ReviewCounts } from '@lectern/shared-api';
import { fakeNetworkPerTest, type FakeNetwork, type FakeReply, type FakeRoute } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogFixture, courseFixture, paged } from '../testing/reviewFixtures.ts';
import { ReviewPage } from './ReviewPage.tsx';

// The one layout, driven through the Courses queue (and Blogs for the type filter): tabs,
// search, pager, and the loading, error and empty states, as the specification describes them.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const COUNTS: ReviewCounts = { pending: 3, approved: 5, rejected: 0 };
const lastList = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/review/courses').at(-1)!.url.searchParams;

/** The Courses queue: two pages of pending courses, one approved, none rejected. */
function renderCourses({ counts = { data: COUNTS }, list }: { counts?: FakeReply<'GET /api/review/courses/count'>; list?: FakeRoute<'GET /api/review/courses'> } = {}) {
  net = fakeNetwork({
    'GET /api/review/courses/count': counts,
    'GET /api/review/courses':
      list ??
      ((url) => {
        const status = url.searchParams.get('status');
        const page = Number(url.searchParams.get('page'));
        if (status === 'pending') return { data: paged([courseFixture({ id: `p${page}`, courseName: `Pending course ${page}` })], { page, totalPages: 2 }) };
        if (status === 'approved') return { data: paged([courseFixture({ id: 'a1', courseName: 'Approved course', reviewStatus: 'approved' })]) };
        return { data: paged([]) };
      }),
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="courses" />, { route: '/management/courses-review' });
  return user;
}

test('the layout: Back, the title, the search box and the three tabs with their counts', async () => {
  renderCourses();
  expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Courses Review' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search courses' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist');
  expect(await within(tabs).findByRole('tab', { name: 'Pending 3' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Approved 5' })).toHaveAttribute('aria-selected', 'false');
  expect(within(tabs).getByRole('tab', { name: 'Rejected 0' })).toHaveAttribute('aria-selected', 'false');
  expect(await screen.findByRole('article', { name: 'Pending course 1' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Pending 3' })).toBeInTheDocument();
});

test('switching tab lists that status from page 1', async () => {
  const user = renderCourses();
  await screen.findByRole('article', { name: 'Pending course 1' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('article', { name: 'Pending course 2' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Approved 5' }));
  expect(screen.getByRole('tab', { name: 'Approved 5' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('article', { name: 'Approved course' })).toBeInTheDocument();
  expect(lastList().get('status')).toBe('approved');
  expect(lastList().get('page')).toBe('1');
  expect(lastList().get('limit')).toBe('9');
});

test('the arrow keys move between the tabs', async () => {
  const user = renderCourses();
  await screen.findByRole('article', { name: 'Pending course 1' });
  screen.getByRole('tab', { name: 'Pending 3' }).focus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Rejected 0' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Rejected 0' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Pending 3' })).toHaveAttribute('aria-selected', 'true');
});

test('a search applies on submit, trimmed, from page 1', async () => {
  const user = renderCourses();
  await screen.findByRole('article', { name: 'Pending course 1' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('article', { name: 'Pending course 2' });

  await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), '  graphs  ');
  expect(lastList().get('query')).toBeNull(); // typing alone sends nothing
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('article', { name: 'Pending course 1' })).toBeInTheDocument();
  expect(lastList().get('query')).toBe('graphs');
  expect(lastList().get('page')).toBe('1');
});

test('the same search again reloads the list', async () => {
  const user = renderCourses();
  await screen.findByRole('article', { name: 'Pending course 1' });
  const listCalls = () => net!.calls.filter((call) => call.url.pathname === '/api/review/courses').length;
  const before = listCalls();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(listCalls()).toBe(before + 1));
  expect(lastList().get('query')).toBeNull();
});

test("the pager reads 'Page X of Y'; Previous is disabled on page 1 and Next on the last", async () => {
  const user = renderCourses();
  await screen.findByRole('article', { name: 'Pending course 1' });
  const pager = screen.getByRole('navigation', { name: 'Courses Review pages' });
  expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(lastList().get('page')).toBe('2');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
});

test('empty tabs show the title and their own line, and no pager', async () => {
  const user = renderCourses({ list: () => ({ data: paged([]) }) });
  expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
  expect(screen.getByText('There are no courses waiting for review.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Courses Review pages' })).not.toBeInTheDocument();
  // Nothing waiting: the next step is the other queues, on the overview.
  expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/management');
  await user.click(screen.getByRole('tab', { name: /^Approved/ }));
  expect(await screen.findByText('There are no approved courses.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /^Rejected/ }));
  expect(await screen.findByText('There are no rejected courses.')).toBeInTheDocument();
});

test('a search that finds nothing says so and offers to clear it, which lists the tab again', async () => {
  const user = renderCourses({
    list: (url) => ({ data: paged(url.searchParams.get('query') ? [] : [courseFixture({ id: 'p1', courseName: 'Pending course 1' })]) }),
  });
  await screen.findByRole('article', { name: 'Pending course 1' });
  await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'zzz{Enter}');
  expect(await screen.findByText('Nothing here matches your search. Try other words, or clear it.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(await screen.findByRole('article', { name: 'Pending course 1' })).toBeInTheDocument();
  expect(lastList().get('query')).toBeNull();
  expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
});

test('a spinner shows while the list loads', async () => {
  renderCourses({ list: () => ({ pending: true }) });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading courses...');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('the server refusing the list shows the red box with the spec text', async () => {
  renderCourses({ list: () => ({ status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses');
  expect(screen.queryByRole('navigation', { name: 'Courses Review pages' })).not.toBeInTheDocument();
});

test('a list call that breaks shows the exception text, and Try Again asks again', async () => {
  let fail = true;
  const user = renderCourses({
    list: () => (fail ? { networkError: true } : { data: paged([courseFixture({ courseName: 'Back again' })]) }),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading courses');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
});

test('counts that fail to load are ignored: the tabs show no badges', async () => {
  renderCourses({ counts: { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  await screen.findByRole('article', { name: 'Pending course 1' });
  expect(screen.getByRole('tab', { name: 'Pending' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Approved' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Rejected' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Blogs Review filters by type (sent as type, from page 1) and shows blog cards', async () => {
  net = fakeNetwork({
    'GET /api/review/blogs/count': { data: COUNTS },
    'GET /api/review/blogs': (url) => {
      const type = url.searchParams.get('type');
      const page = Number(url.searchParams.get('page'));
      return { data: paged([blogFixture({ id: `${type}-${page}`, title: type ? `A ${type} post` : `Post ${page}` })], { page, totalPages: 2, limit: 6 }) };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewPage kind="blogs" />, { route: '/management/blogs-review' });
  expect(screen.getByRole('heading', { level: 1, name: 'Blogs Review' })).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Post 1' });
  const blogList = () => net!.calls.filter((call) => call.url.pathname === '/api/review/blogs').at(-1)!.url.searchParams;
  expect(blogList().get('limit')).toBe('6');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('article', { name: 'Post 2' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Exam prep');
  expect(await screen.findByRole('article', { name: 'A exam_prep post' })).toBeInTheDocument();
  expect(blogList().get('type')).toBe('exam_prep');
  expect(blogList().get('page')).toBe('1');
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
});

test('each kind has its own title', () => {
  net = fakeNetwork({});
  const { rerender } = renderWithProviders(<ReviewPage key="dlc" kind="dlc" />);
  expect(screen.getByRole('heading', { level: 1, name: 'DLC Review' })).toBeInTheDocument();
  rerender(<ReviewPage key="materials" kind="materials" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Materials Review' })).toBeInTheDocument();
  rerender(<ReviewPage key="reports" kind="reports" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
});

import { blogFixture, type FakeNetwork, fakeNetworkPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogPage } from '../test/blogFixture.ts';
import { BlogsPage } from './BlogsPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const renderPage = (route = '/dashboard/blogs') => ({
  user: userEvent.setup({ delay: null }),
  ...renderWithProviders(<BlogsPage />, { route, path: '/dashboard/blogs' }),
});

const blogCalls = () => (net?.calls ?? []).filter((call) => call.url.pathname === '/api/blogs').map((call) => Object.fromEntries(call.url.searchParams));

test('shows approved posts as cards under the heading, with the tools to search, filter and write', async () => {
  net = fakeNetwork({
    'GET /api/blogs': {
      data: blogPage([
        blogFixture({ id: 'b1', title: 'How I revise for past questions', type: 'exam_prep', tags: ['exams', 'mth101', 'habits', 'sleep'] }),
        blogFixture({ id: 'b2', title: 'Surviving first week', type: 'campus_life', creator: { id: 'u3', firstName: 'Zainab', lastName: 'Yusuf' } }),
      ]),
    },
  });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
  expect(screen.getByRole('searchbox', { name: 'Search posts' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All types');
  expect(screen.getByRole('button', { name: 'Write a post' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All posts' })).toHaveAttribute('aria-pressed', 'true');

  const first = await screen.findByRole('article', { name: 'How I revise for past questions' });
  expect(within(first).getByText('Exam prep')).toBeInTheDocument();
  expect(within(first).getByText('+1 more')).toBeInTheDocument();
  const second = screen.getByRole('article', { name: 'Surviving first week' });
  expect(within(second).getByText('Campus life')).toBeInTheDocument();
  expect(within(second).getByText('by Zainab Yusuf')).toBeInTheDocument();
  expect(blogCalls()).toEqual([{ page: '1' }]);
});

test('the search and the type filter ask the server, and say so when nothing matches', async () => {
  net = fakeNetwork({
    'GET /api/blogs': (url) => ({ data: blogPage(url.searchParams.has('query') ? [] : [blogFixture()]) }),
  });
  const { user } = renderPage();
  await screen.findByRole('article', { name: 'How I revise for past questions' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Study tips');
  await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'flashcards{Enter}');
  expect(await screen.findByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
  expect(screen.getByText('No posts match your search. Try other words or another type.')).toBeInTheDocument();
  expect(blogCalls().at(-1)).toEqual({ query: 'flashcards', type: 'study_tips', page: '1' });
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blogs?type=study_tips&q=flashcards');
});

test('an empty blog invites the first post: its Write a post opens the form', async () => {
  net = fakeNetwork({ 'GET /api/blogs': { data: blogPage([]) } });
  const { user } = renderPage();
  const empty = (await screen.findByRole('heading', { name: 'No blogs found' })).parentElement!;
  expect(within(empty).getByText('There are no approved posts yet. Be the first to write one.')).toBeInTheDocument();
  await user.click(within(empty).getByRole('button', { name: 'Write a post' }));
  expect(await screen.findByRole('dialog', { name: 'Write a post' })).toBeInTheDocument();
});

test('when a search finds nothing, Clear search and type shows every post again and empties the box', async () => {
  net = fakeNetwork({
    'GET /api/blogs': (url) => ({ data: blogPage(url.searchParams.has('query') ? [] : [blogFixture()]) }),
  });
  const { user } = renderPage('/dashboard/blogs?q=flashcards&type=study_tips');
  const empty = (await screen.findByRole('heading', { name: 'No blogs found' })).parentElement!;
  await user.click(within(empty).getByRole('button', { name: 'Clear search and type' }));
  expect(await screen.findByRole('article', { name: 'How I revise for past questions' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/blogs$/);
  expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All types');
});

test('a failed load says so, and Try again loads the posts', async () => {
  let fail = true;
  net = fakeNetwork({
    'GET /api/blogs': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'boom' } } : { data: blogPage([blogFixture()]) }),
  });
  const { user } = renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load blogs');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'How I revise for past questions' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('My posts lists one’s own posts in every status, with a rejection’s reason', async () => {
  net = fakeNetwork({
    'GET /api/blogs': (url) =>
      url.searchParams.get('mine') === 'true'
        ? {
            data: blogPage([
              blogFixture({ id: 'p', title: 'My pending post', reviewStatus: 'pending' }),
              blogFixture({ id: 'r', title: 'My refused post', reviewStatus: 'rejected', reviewComment: 'Exam answers are not allowed.' }),
              blogFixture({ id: 'a', title: 'My published post', reviewStatus: 'approved' }),
            ]),
          }
        : { data: blogPage([blogFixture({ id: 'x', title: 'Someone else’s post' })]) },
  });
  const { user } = renderPage();
  await screen.findByRole('article', { name: 'Someone else’s post' });

  await user.click(screen.getByRole('button', { name: 'My posts' }));
  expect(screen.getByRole('button', { name: 'My posts' })).toHaveAttribute('aria-pressed', 'true');
  const mine = screen.getByRole('region', { name: 'My posts' });
  expect(within(await within(mine).findByRole('article', { name: 'My pending post' })).getByText('Pending review')).toBeInTheDocument();
  const refused = within(mine).getByRole('article', { name: 'My refused post' });
  expect(within(refused).getByText('Rejected')).toBeInTheDocument();
  expect(within(refused).getByText('Reason: Exam answers are not allowed.')).toBeInTheDocument();
  expect(within(within(mine).getByRole('article', { name: 'My published post' })).getByText('Approved')).toBeInTheDocument();
  expect(within(mine).queryByRole('article', { name: 'Someone else’s post' })).not.toBeInTheDocument();
  expect(blogCalls().at(-1)).toEqual({ mine: 'true', page: '1' });
});

test('pages: Next asks for page 2', async () => {
  net = fakeNetwork({
    'GET /api/blogs': (url) => ({
      data: { ...blogPage([blogFixture({ id: `b${url.searchParams.get('page')}`, title: `Page ${url.searchParams.get('page')} post` })], 2) },
    }),
  });
  const { user } = renderPage();
  await screen.findByRole('article', { name: 'Page 1 post' });
  await user.click(within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('article', { name: 'Page 2 post' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blogs?page=2');
});

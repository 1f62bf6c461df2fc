import { BLOG_MESSAGES } from '@lectern/shared-api/contract';
import { blogFixture, type FakeNetwork, fakeNetworkPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogPostPage } from './BlogPostPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const renderPost = (id = 'b1') => ({
  user: userEvent.setup({ delay: null }),
  ...renderWithProviders(<BlogPostPage />, { route: `/dashboard/blogs/${id}`, path: '/dashboard/blogs/:id' }),
});

test('shows the post: image, type, author, date, the body as plain paragraphs, tags, views', async () => {
  net = fakeNetwork({
    'GET /api/blogs/b1': {
      data: blogFixture({
        type: 'study_tips',
        headingImageAddress: '/api/blogs/b1/image',
        body: 'Start early.\nEvery day.\n\n<b>Never</b> cram <script>alert(1)</script>',
        tags: ['exams', 'habits'],
        views: 41,
      }),
    },
  });
  renderPost();
  expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
  const post = await screen.findByRole('article', { name: 'How I revise for past questions' });
  expect(within(post).getByRole('heading', { level: 1 })).toHaveTextContent('How I revise for past questions');
  expect(within(post).getByRole('presentation')).toHaveAttribute('src', '/api/blogs/b1/image');
  expect(within(post).getByText('Study tips')).toBeInTheDocument();
  expect(within(post).getByText('by Bola Ade')).toBeInTheDocument();
  expect(post.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T09:00:00.000Z');
  // Markup in the body is shown as the text it is, never run.
  expect(within(post).getByText('<b>Never</b> cram <script>alert(1)</script>')).toBeInTheDocument();
  expect(post.querySelector('script, b')).toBeNull();
  expect(within(post).getByText(/Start early\.\s+Every day\./)).toBeInTheDocument();
  expect(within(within(post).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['exams', 'habits']);
  expect(within(post).getByText('41 views')).toBeInTheDocument();
  expect(within(post).queryByText('Pending review')).not.toBeInTheDocument();
});

test('Like and take it back: the button says its state and the count follows the server', async () => {
  net = fakeNetwork({
    'GET /api/blogs/b1': { data: blogFixture({ likes: 3, isLiked: false }) },
    'POST /api/blogs/b1/like': { data: blogFixture({ likes: 4, isLiked: true }) },
    'DELETE /api/blogs/b1/like': { data: blogFixture({ likes: 3, isLiked: false }) },
  });
  const { user } = renderPost();
  const like = await screen.findByRole('button', { name: 'Like' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  // A heart icon (hidden from screen readers, the name says it), never a glyph in the words.
  expect(like).toHaveTextContent(/^\s*Like$/);
  expect(like.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  const unlikedLook = getComputedStyle(like).backgroundColor;
  expect(screen.getByText('3 likes')).toBeInTheDocument();

  await user.click(like);
  expect(await screen.findByText('4 likes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  // Liked looks different from not liked: solid, white on the primary colour.
  const liked = screen.getByRole('button', { name: 'Like' });
  expect(getComputedStyle(liked).color).toBe('rgb(255, 255, 255)');
  expect(getComputedStyle(liked).backgroundColor).not.toBe(unlikedLook);

  await user.click(screen.getByRole('button', { name: 'Like' }));
  expect(await screen.findByText('3 likes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  expect(net.calls.filter((call) => call.url.pathname === '/api/blogs/b1/like').map((call) => call.method)).toEqual(['POST', 'DELETE']);
});

test('one’s own post awaiting review says so; a rejected one gives the reason', async () => {
  net = fakeNetwork({
    'GET /api/blogs/p': { data: blogFixture({ id: 'p', reviewStatus: 'pending' }) },
    'GET /api/blogs/r': { data: blogFixture({ id: 'r', reviewStatus: 'rejected', reviewComment: 'Exam answers are not allowed.' }) },
  });
  const { unmount } = renderPost('p');
  expect(await screen.findByText('Only you can see this post until staff approve it.')).toBeInTheDocument();
  expect(screen.getByText('Pending review')).toBeInTheDocument();
  unmount();

  renderPost('r');
  expect(await screen.findByText('Not approved: Exam answers are not allowed.')).toBeInTheDocument();
});

test('a post that does not exist or is not yours to read says so, with the way back', async () => {
  net = fakeNetwork({ 'GET /api/blogs/gone': { status: 404, error: { code: 'NOT_FOUND', message: BLOG_MESSAGES.notFound } } });
  const { user } = renderPost('gone');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(BLOG_MESSAGES.notFound);
  await user.click(within(alert).getByRole('link', { name: 'Back to Blogs' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blogs');
});

test('any other failure offers Try again', async () => {
  let fail = true;
  net = fakeNetwork({
    'GET /api/blogs/b1': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : { data: blogFixture() }),
  });
  const { user } = renderPost();
  const alert = await screen.findByRole('alert');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'How I revise for past questions' })).toBeInTheDocument();
});

import { POST_MESSAGES, POST_REPORT_REASON_LABELS, type GroupReply, type GroupThread } from '@lectern/shared-api/contract';
import { bodyOf, type FakeRoutes, materialFixture, materialListPage, routeKeepingBody } from '@lectern/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ADA, BOLA, groupDetailFixture, replyFixture, threadFixture, threadPage, threadsPage } from '../../testing/discussionFixtures.ts';
import { discussionFakesPerTest } from '../../testing/discussionHarness.tsx';

const discussion = discussionFakesPerTest();

const renderThread = <Keys extends string>(routes: FakeRoutes<Keys>, group = groupDetailFixture()) =>
  discussion.render(routes, { group, route: '/dashboard/groups/g1?thread=t1' });

const replyArticles = () => screen.getAllByRole('article', { name: /^Reply by/ });

test('the thread and its replies oldest first; a reply with a shared material is posted and the box empties', async () => {
  let replies: GroupReply[] = [replyFixture({ id: 'r1', body: 'First answer' }), replyFixture({ id: 'r2', body: 'Second answer', author: ADA, mine: true, canDelete: true })];
  let posted: unknown;
  const { user } = renderThread({
    'GET /api/groups/g1/threads/t1': () => ({ data: threadPage(threadFixture(), replies) }),
    'GET /api/materials': { data: materialListPage([materialFixture()], { pagination: { page: 1, limit: 5, total: 1, totalPages: 1 } }) },
    'POST /api/groups/g1/threads/t1/replies': (_url, init) => {
      posted = bodyOf(init);
      const reply = replyFixture({ id: 'r3', body: 'Third, with the notes', author: ADA, mine: true, canDelete: true, shared: { material: materialFixture(), unavailable: false } });
      replies = [...replies, reply];
      return { status: 201, data: reply };
    },
  });
  expect(await screen.findByRole('heading', { level: 3, name: 'Does anyone have the 2019 paper?' })).toBeInTheDocument();
  expect(screen.getByText('With solutions, ideally.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: '2 replies' })).toBeInTheDocument();
  expect(replyArticles().map((article) => within(article).getByText(/answer$/).textContent)).toEqual(['First answer', 'Second answer']);

  const form = screen.getByRole('form', { name: 'Reply' });
  const box = within(form).getByRole('textbox', { name: 'Your reply' });
  await user.type(box, 'Third, with the notes');
  await user.click(within(form).getByRole('button', { name: 'Share a material' }));
  await user.type(within(form).getByRole('searchbox', { name: 'Search materials' }), 'notes');
  await user.click(await within(form).findByRole('button', { name: 'Share CSC 204 lecture notes' }));
  await user.click(within(form).getByRole('button', { name: 'Post reply' }));
  await waitFor(() => expect(posted).toEqual({ body: 'Third, with the notes', materialId: 'm1' }));
  expect(await screen.findByRole('heading', { level: 4, name: '3 replies' })).toBeInTheDocument();
  const third = replyArticles()[2]!;
  expect(within(third).getByText('Third, with the notes')).toBeInTheDocument();
  // The shared material is the material's own card.
  expect(within(third).getByRole('article', { name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  expect(within(third).getByRole('link', { name: 'CSC 204 lecture notes' })).toHaveAttribute('href', '/material/m1');
  expect(box).toHaveValue('');
  expect(within(form).queryByRole('group', { name: 'Shared material' })).not.toBeInTheDocument();
});

test('Helpful is a toggle for the thread’s asker on others’ replies; anyone else sees a Helpful badge and no toggle', async () => {
  let replies = [replyFixture({ id: 'r1' }), replyFixture({ id: 'r2', body: 'Mine', author: ADA, mine: true })];
  let marked: unknown;
  const { user, unmount } = renderThread({
    'GET /api/groups/g1/threads/t1': () => ({ data: threadPage(threadFixture({ mine: true }), replies) }),
    'PUT /api/groups/g1/posts/r1/helpful': (_url, init) => {
      marked = bodyOf(init);
      replies = [{ ...replies[0]!, helpful: true }, replies[1]!];
      return { data: replies[0]! };
    },
  });
  await screen.findByRole('heading', { level: 4, name: '2 replies' });
  const [others, mine] = replyArticles();
  const toggle = within(others!).getByRole('button', { name: 'Helpful' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(within(mine!).queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(marked).toEqual({ helpful: true });
  await waitFor(() => expect(within(replyArticles()[0]!).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true'));
  unmount();
  discussion.net?.restore();

  renderThread({
    'GET /api/groups/g1/threads/t1': {
      data: threadPage(threadFixture({ mine: false, canDelete: false, author: BOLA, answered: true }), [replyFixture({ id: 'r1', helpful: true, author: ADA, mine: true })]),
    },
  });
  await screen.findByRole('heading', { level: 4, name: '1 reply' });
  expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  expect(within(replyArticles()[0]!).getByText('Helpful')).toBeInTheDocument();
  expect(screen.getByText('Answered')).toBeInTheDocument();
});

test('removed posts say "Removed by a moderator" with no text, material or actions; a material the reader may not open says so', async () => {
  renderThread({
    'GET /api/groups/g1/threads/t1': {
      data: threadPage(threadFixture({ mine: false, canDelete: false, author: BOLA, shared: { material: null, unavailable: true } }), [
        replyFixture({ id: 'r1', body: '', removed: true, shared: null }),
        replyFixture({ id: 'r2', body: 'Still here' }),
      ]),
    },
  });
  await screen.findByRole('heading', { level: 4, name: '2 replies' });
  expect(screen.getByText(POST_MESSAGES.unavailableMaterial)).toBeInTheDocument();
  const [removed, kept] = replyArticles();
  expect(within(removed!).getByText(POST_MESSAGES.removed)).toBeInTheDocument();
  expect(within(removed!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(kept!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
});

test('a removed thread is listed as removed', async () => {
  discussion.render({ 'GET /api/groups/g1/threads': { data: threadsPage([threadFixture({ title: '', body: '', removed: true, mine: false, canDelete: false })]) } });
  expect(await screen.findByRole('link', { name: POST_MESSAGES.removed })).toBeInTheDocument();
});

test('plain text: line breaks kept, http(s) links clickable in a new tab, markup shown as text', async () => {
  renderThread({
    'GET /api/groups/g1/threads/t1': { data: threadPage(threadFixture({ body: '<b>x</b> https://example.com\nsecond line javascript:alert(1) <img src=x onerror=alert(1)>' })) },
  });
  const link = await screen.findByRole('link', { name: 'https://example.com' });
  expect(link).toHaveAttribute('href', 'https://example.com');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const text = link.closest('p')!;
  expect(text.textContent).toBe('<b>x</b> https://example.com\nsecond line javascript:alert(1) <img src=x onerror=alert(1)>');
  expect(text.querySelector('b, img')).toBeNull();
  expect(within(text).getAllByRole('link')).toHaveLength(1);
});

test('Edit and Delete one’s own posts; Delete asks first and a deleted thread returns to the list', async () => {
  let thread: GroupThread = threadFixture();
  let replies = [replyFixture({ id: 'r1', body: 'My reply', author: ADA, mine: true, canDelete: true })];
  const patched: unknown[] = [];
  const { user } = renderThread({
    'GET /api/groups/g1/threads/t1': () => ({ data: threadPage(thread, replies) }),
    'PATCH /api/groups/g1/posts/r1': (_url, init) => {
      patched.push(bodyOf(init));
      replies = [{ ...replies[0]!, body: 'My reply, corrected', editedAt: '2026-11-21T10:00:00.000Z' }];
      return { data: replies[0]! };
    },
    'PATCH /api/groups/g1/posts/t1': (_url, init) => {
      patched.push(bodyOf(init));
      thread = { ...thread, title: 'The 2019 paper, please' };
      return { data: thread };
    },
    'DELETE /api/groups/g1/posts/t1': { data: { id: 't1' } },
  });
  await screen.findByRole('heading', { level: 4, name: '1 reply' });
  const reply = replyArticles()[0]!;
  expect(within(reply).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  await user.click(within(reply).getByRole('button', { name: 'Edit' }));
  const edit = within(reply).getByRole('form', { name: 'Edit reply' });
  const text = within(edit).getByRole('textbox', { name: 'Text' });
  expect(text).toHaveValue('My reply');
  expect(text).toHaveFocus();
  await user.type(text, ', corrected');
  await user.click(within(edit).getByRole('button', { name: 'Save' }));
  expect(await within(replyArticles()[0]!).findByText('My reply, corrected')).toBeInTheDocument();
  expect(within(replyArticles()[0]!).getByText('(edited)')).toBeInTheDocument();

  const article = screen.getByRole('article', { name: 'Does anyone have the 2019 paper?' });
  await user.click(within(article).getAllByRole('button', { name: 'Edit' })[0]!);
  const title = within(article).getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'The 2019 paper, please');
  await user.click(within(article).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'The 2019 paper, please' })).toBeInTheDocument();
  expect(patched).toEqual([{ body: 'My reply, corrected' }, { title: 'The 2019 paper, please', body: 'With solutions, ideally.' }]);

  await user.click(within(screen.getByRole('article', { name: 'The 2019 paper, please' })).getAllByRole('button', { name: 'Delete' })[0]!);
  const confirm = await screen.findByRole('dialog', { name: 'Delete this thread?' });
  expect(discussion.net?.calls.some((call) => call.method === 'DELETE')).toBe(false);
  await user.click(within(confirm).getByRole('button', { name: 'Delete thread' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups\/g1$/));
  expect(discussion.net?.calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/groups/g1/posts/t1')).toBe(true);
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
});

test('the group owner deletes someone else’s reply (no Edit); Report sends a reason and the optional words', async () => {
  let replies = [replyFixture({ id: 'r1', canDelete: true }), replyFixture({ id: 'r2', body: 'Buy cheap essays at spam.example' })];
  const report = routeKeepingBody({ status: 201, data: { id: 'rep1', message: POST_MESSAGES.reported } });
  const { user } = renderThread(
    {
      'GET /api/groups/g1/threads/t1': () => ({ data: threadPage(threadFixture({ mine: false, canDelete: true, author: ADA }), replies) }),
      'DELETE /api/groups/g1/posts/r1': () => ((replies = replies.slice(1)), { data: { id: 'r1' } }),
      'POST /api/groups/g1/posts/r2/report': report,
    },
    groupDetailFixture({ myRole: 'owner' }),
  );
  await screen.findByRole('heading', { level: 4, name: '2 replies' });
  const first = replyArticles()[0]!;
  expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  await user.click(within(first).getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete this reply?' })).getByRole('button', { name: 'Delete reply' }));
  expect(await screen.findByRole('heading', { level: 4, name: '1 reply' })).toBeInTheDocument();

  await user.click(within(replyArticles()[0]!).getByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
  await user.click(within(dialog).getByRole('radio', { name: POST_REPORT_REASON_LABELS.spam }));
  await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong? (optional)' }), 'Advertising');
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText(POST_MESSAGES.reported)).toBeInTheDocument();
  expect(report.sent).toEqual({ reason: 'spam', text: 'Advertising' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a thread that is gone says so, with the way back', async () => {
  renderThread({ 'GET /api/groups/g1/threads/t1': { status: 404, error: { code: 'NOT_FOUND', message: POST_MESSAGES.notFound } } });
  expect(await screen.findByRole('alert')).toHaveTextContent(POST_MESSAGES.notFound);
  expect(screen.getByRole('button', { name: 'Back to discussion' })).toBeInTheDocument();
});

test('replies come a page at a time; a reply posted on a full page shows the page it lands on', async () => {
  const many = Array.from({ length: 50 }, (_, index) => replyFixture({ id: `r${index + 1}`, body: `Answer ${index + 1}` }));
  let total = 50;
  const { user } = renderThread({
    'GET /api/groups/g1/threads/t1': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const replies = page === 1 ? many : total > 50 ? [replyFixture({ id: 'r51', body: 'Answer 51', author: ADA, mine: true })] : [];
      return { data: { thread: threadFixture({ replyCount: total }), replies, pagination: { page, limit: 50, total, totalPages: Math.ceil(total / 50) } } };
    },
    'POST /api/groups/g1/threads/t1/replies': () => ((total = 51), { status: 201, data: replyFixture({ id: 'r51' }) }),
  });
  await screen.findByRole('heading', { level: 4, name: '50 replies' });
  expect(screen.queryByRole('navigation', { name: 'Reply pages' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Answer 51');
  await user.click(screen.getByRole('button', { name: 'Post reply' }));
  expect(await screen.findByText('Answer 51')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Reply pages' })).toBeInTheDocument();
  expect(screen.queryByText('Answer 1')).not.toBeInTheDocument();
});

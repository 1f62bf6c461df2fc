import { GROUP_EVENT_NAME, GROUP_RESYNC_EVENT_NAME, POST_BODY_MAX, POST_MESSAGES, type GroupThread } from '@lectern/shared-api/contract';
import { bodyOf, type FakeReply, materialFixture, materialListPage } from '@lectern/shared-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOLA, groupDetailFixture, threadFixture, threadPage, threadsPage } from '../../testing/discussionFixtures.ts';
import { discussionFakesPerTest } from '../../testing/discussionHarness.tsx';
import { FakeEventSource } from '../../testing/fakeEventSource.ts';

const discussion = discussionFakesPerTest();
const renderDiscussion = discussion.render;
const posts = discussion.calls;

test('threads newest activity first: kind, title, author, replies and Answered; a title opens the thread in place and Back returns', async () => {
  const { user } = renderDiscussion({
    'GET /api/groups/g1/threads': {
      data: threadsPage([
        threadFixture({ id: 't2', kind: 'note', title: 'Week 3 summary', author: BOLA, mine: false, replyCount: 1 }),
        threadFixture({ id: 't1', replyCount: 2, answered: true }),
      ]),
    },
    'GET /api/groups/g1/threads/t2': { data: threadPage(threadFixture({ id: 't2', kind: 'note', title: 'Week 3 summary', author: BOLA, mine: false })) },
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Discussion' })).toBeInTheDocument();
  const items = await screen.findAllByRole('article');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Note')).toBeInTheDocument();
  expect(within(items[0]!).getByText(/Bola Ade · 1 reply/)).toBeInTheDocument();
  expect(within(items[1]!).getByText('Question')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Answered')).toBeInTheDocument();
  expect(within(items[1]!).getByText(/Ada Obi · 2 replies/)).toBeInTheDocument();
  const link = within(items[0]!).getByRole('link', { name: 'Week 3 summary' });
  expect(link).toHaveAttribute('href', '/dashboard/groups/g1?thread=t2');

  await user.click(link);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups/g1?thread=t2'));
  expect(await screen.findByRole('heading', { level: 3, name: 'Week 3 summary' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to discussion' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups\/g1$/));
  expect(await screen.findByRole('link', { name: 'Week 3 summary' })).toHaveFocus();
});

test('New post: a question with a material shared through the picker, shown as a small card and removable; the new thread takes focus at the top', async () => {
  let threads: GroupThread[] = [];
  let posted: unknown;
  const { user } = renderDiscussion({
    'GET /api/groups/g1/threads': () => ({ data: threadsPage(threads) }),
    'GET /api/materials': (url) =>
      url.searchParams.get('query') === 'csc 204'
        ? { data: materialListPage([materialFixture(), materialFixture({ id: 'm2', label: 'CSC 204 past paper 2019', classification: 'exam-past-questions' })], { pagination: { page: 1, limit: 5, total: 2, totalPages: 1 } }) }
        : { data: materialListPage([], { pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } }) },
    'POST /api/groups/g1/threads': (_url, init) => {
      posted = bodyOf(init);
      const thread = threadFixture({ id: 't9', title: 'Who has the 2019 paper?' });
      threads = [thread, ...threads];
      return { status: 201, data: thread };
    },
  });
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New post' }));
  const form = screen.getByRole('form', { name: 'New post' });
  expect(within(form).getByRole('radio', { name: 'Question' })).toBeChecked();
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Who has the 2019 paper?');
  await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Here is what I have.');
  expect(within(form).getByText(`20 / ${POST_BODY_MAX.toLocaleString('en')} characters`)).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Share a material' }));
  await user.type(within(form).getByRole('searchbox', { name: 'Search materials' }), 'csc 204');
  await user.click(await within(form).findByRole('button', { name: 'Share CSC 204 past paper 2019' }));
  const chosen = within(form).getByRole('group', { name: 'Shared material' });
  expect(within(chosen).getByText('CSC 204 past paper 2019')).toBeInTheDocument();
  expect(within(chosen).getByRole('button', { name: 'Remove CSC 204 past paper 2019' })).toHaveFocus();
  // Removable, then chosen again.
  await user.click(within(chosen).getByRole('button', { name: 'Remove CSC 204 past paper 2019' }));
  expect(within(form).queryByRole('group', { name: 'Shared material' })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Share a material' }));
  await user.type(within(form).getByRole('searchbox', { name: 'Search materials' }), 'csc 204');
  await user.click(await within(form).findByRole('button', { name: 'Share CSC 204 lecture notes' }));

  await user.click(within(form).getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(posted).toEqual({ kind: 'question', title: 'Who has the 2019 paper?', body: 'Here is what I have.', materialId: 'm1' }));
  const link = await screen.findByRole('link', { name: 'Who has the 2019 paper?' });
  await waitFor(() => expect(link).toHaveFocus());
  expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
});

test('a 5,001-character post is refused by the form with the text kept; a 429 from the server is shown by the form, the text kept', async () => {
  let answer: FakeReply = { status: 429, error: { code: 'RATE_LIMITED', message: POST_MESSAGES.rateLimited } };
  const { user } = renderDiscussion({
    'GET /api/groups/g1/threads': { data: threadsPage([]) },
    'POST /api/groups/g1/threads': () => answer,
  });
  await user.click(await screen.findByRole('button', { name: 'New post' }));
  const form = screen.getByRole('form', { name: 'New post' });
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Long one');
  const text = within(form).getByRole('textbox', { name: 'Text' });
  await user.click(text);
  await user.paste('a'.repeat(POST_BODY_MAX + 1));
  expect(within(form).getByText('5,001 / 5,000 characters')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Post' }));
  expect(await within(form).findByText(POST_MESSAGES.bodyTooLong)).toBeInTheDocument();
  expect(text).toHaveValue('a'.repeat(POST_BODY_MAX + 1));
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(text).toHaveFocus();
  expect(posts('POST', '/api/groups/g1/threads')).toHaveLength(0);

  await user.clear(text);
  await user.type(text, 'Short now');
  await user.click(within(form).getByRole('button', { name: 'Post' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(POST_MESSAGES.rateLimited);
  expect(text).toHaveValue('Short now');
  expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Long one');

  // The server's own 400 for the same is shown by the field too.
  answer = { status: 400, error: { code: 'VALIDATION', message: 'Invalid input', errors: [{ field: 'body', message: POST_MESSAGES.bodyTooLong }] } };
  await user.click(within(form).getByRole('button', { name: 'Post' }));
  expect(await within(form).findByText(POST_MESSAGES.bodyTooLong)).toBeInTheDocument();
  expect(text).toHaveValue('Short now');
});

test('a live event refreshes the list: a new thread appears at the top without moving the reader’s focus; resync reads the group again; the stream closes on leaving', async () => {
  let threads = [threadFixture({ id: 't1', title: 'First question' })];
  const { user, unmount } = renderDiscussion({ 'GET /api/groups/g1/threads': () => ({ data: threadsPage(threads) }) });
  const first = await screen.findByRole('link', { name: 'First question' });
  expect(FakeEventSource.instances).toHaveLength(1);
  const stream = FakeEventSource.instances[0]!;
  expect(stream.url).toBe('/api/groups/g1/events');

  await user.click(screen.getByRole('button', { name: 'New post' }));
  const title = screen.getByRole('textbox', { name: 'Title' });
  await user.type(title, 'Half typed');
  threads = [threadFixture({ id: 't2', title: 'Someone else asked', author: BOLA, mine: false }), ...threads];
  const before = posts('GET', '/api/groups/g1/threads').length;
  act(() => stream.emit(GROUP_EVENT_NAME, { id: '7', type: 'thread', threadId: 't2', subjectId: 't2' }, '7'));
  await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Someone else asked', 'First question']));
  expect(title).toHaveFocus();
  expect(title).toHaveValue('Half typed');
  expect(first).toBeInTheDocument();
  expect(posts('GET', '/api/groups/g1/threads').length).toBe(before + 1);

  // A session's event leaves the discussion alone.
  act(() => stream.emit(GROUP_EVENT_NAME, { id: '8', type: 'session', threadId: null, subjectId: 's1' }, '8'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(posts('GET', '/api/groups/g1/threads').length).toBe(before + 1);

  act(() => stream.emit(GROUP_RESYNC_EVENT_NAME));
  await waitFor(() => expect(posts('GET', '/api/groups/g1/threads').length).toBe(before + 2));

  unmount();
  expect(stream.readyState).toBe(FakeEventSource.CLOSED);
});

test('staff who are not members read without composers or Report', async () => {
  renderDiscussion(
    {
      'GET /api/groups/g1/threads': { data: threadsPage([threadFixture({ mine: false, canDelete: false })]) },
      'GET /api/groups/g1/threads/t1': { data: threadPage(threadFixture({ mine: false, canDelete: false })) },
    },
    { group: groupDetailFixture({ myRole: null, readOnly: true }), route: '/dashboard/groups/g1?thread=t1' },
  );
  expect(await screen.findByRole('heading', { level: 3, name: 'Does anyone have the 2019 paper?' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
  for (const name of ['Report', 'Edit', 'Delete', 'New post']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to discussion' }));
  expect(await screen.findByRole('link', { name: 'Does anyone have the 2019 paper?' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
});

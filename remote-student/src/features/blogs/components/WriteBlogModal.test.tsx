import { BLOG_MESSAGES, type Blog } from '@lectern/shared-api/contract';
import { blogFixture, fakeNetworkPerTest, type FakeReply, textPartsOf } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogPage } from '../test/blogFixture.ts';
import { BlogsPage } from './BlogsPage.tsx';

const fakeNetwork = fakeNetworkPerTest();

/** The blog with a post form answer; `posted` holds what was sent, `mine` one's own posts (the new one once sent). */
function network(answer: (body: FormData) => FakeReply<'POST /api/blogs'>) {
  const sent: FormData[] = [];
  const mine: Blog[] = [];
  fakeNetwork({
    'GET /api/blogs': (url) => ({ data: blogPage(url.searchParams.get('mine') === 'true' ? mine : [blogFixture({ id: 'x', title: 'Someone else’s post' })]) }),
    'POST /api/blogs': (_url, init) => {
      const body = init?.body as FormData;
      sent.push(body);
      const reply = answer(body);
      if ('data' in reply) mine.unshift(reply.data as Blog);
      return reply;
    },
  });
  return sent;
}

async function openForm() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BlogsPage />, { route: '/dashboard/blogs', path: '/dashboard/blogs' });
  await screen.findByRole('article', { name: 'Someone else’s post' });
  await user.click(screen.getByRole('button', { name: 'Write a post' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Write a post' }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Title'), 'Flashcards that work');
  await user.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'Study tips');
  await user.type(form.getByLabelText('Description'), 'Spaced repetition for busy weeks.');
  await user.type(form.getByLabelText('Post'), 'Make fewer cards.{Enter}{Enter}Review them daily.');
}

test('fields are checked on blur and on submit with the server’s own words; nothing is sent until they pass', async () => {
  const sent = network(() => ({ status: 201, data: blogFixture() }));
  const { user, dialog } = await openForm();
  await user.click(within(dialog).getByLabelText('Title'));
  await user.tab();
  expect(await within(dialog).findByText(BLOG_MESSAGES.titleRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Title'), 'ab');
  await user.tab();
  expect(await within(dialog).findByText(BLOG_MESSAGES.titleTooShort)).toBeInTheDocument();
  expect(within(dialog).queryByText(BLOG_MESSAGES.bodyRequired)).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
  expect(await within(dialog).findByText(BLOG_MESSAGES.typeRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(BLOG_MESSAGES.descriptionRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(BLOG_MESSAGES.bodyRequired)).toBeInTheDocument();
  // The first field in error takes the focus.
  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
  expect(sent).toHaveLength(0);
});

test('sends every field as a multipart form, toasts, closes, and shows the post in My posts as pending', async () => {
  const sent = network((body) => ({
    status: 201,
    data: blogFixture({ id: 'new', title: String(body.get('title')), type: 'study_tips', reviewStatus: 'pending', creator: { id: 'u1', firstName: 'Ada', lastName: 'Obi' } }),
  }));
  const { user, dialog } = await openForm();
  await fillIn(user, dialog);
  await user.type(within(dialog).getByLabelText('Tags'), 'flashcards{Enter}');
  await user.type(within(dialog).getByLabelText('Tags'), ' memory {Enter}');
  await user.upload(within(dialog).getByLabelText('Heading image (optional)'), new File(['png'], 'cards.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));

  expect(await screen.findByText(BLOG_MESSAGES.submitted)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(textPartsOf(sent[0]!)).toEqual({
    title: 'Flashcards that work',
    type: 'study_tips',
    description: 'Spaced repetition for busy weeks.',
    body: 'Make fewer cards.\n\nReview them daily.',
    tags: '["flashcards","memory"]',
  });
  expect((sent[0]!.get('image') as File).name).toBe('cards.png');

  expect(screen.getByRole('button', { name: 'My posts' })).toHaveAttribute('aria-pressed', 'true');
  const card = await within(screen.getByRole('region', { name: 'My posts' })).findByRole('article', { name: 'Flashcards that work' });
  expect(within(card).getByText('Pending review')).toBeInTheDocument();
});

test('the server’s field errors show on their fields, and everything typed stays', async () => {
  network(() => ({
    status: 400,
    error: {
      code: 'VALIDATION',
      message: `${BLOG_MESSAGES.titleTooLong}; ${BLOG_MESSAGES.imageTypeInvalid}`,
      errors: [
        { field: 'title', message: BLOG_MESSAGES.titleTooLong },
        { field: 'image', message: BLOG_MESSAGES.imageTypeInvalid },
      ],
    },
  }));
  const { user, dialog } = await openForm();
  await fillIn(user, dialog);
  await user.upload(within(dialog).getByLabelText('Heading image (optional)'), new File(['not an image'], 'fake.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));

  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(BLOG_MESSAGES.titleTooLong));
  expect(within(dialog).getByLabelText('Heading image (optional)')).toHaveAccessibleDescription(expect.stringContaining(BLOG_MESSAGES.imageTypeInvalid));
  // The toast says it too, in the server's words.
  expect(await screen.findByText(`${BLOG_MESSAGES.titleTooLong}; ${BLOG_MESSAGES.imageTypeInvalid}`)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Write a post' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Flashcards that work');
  expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('study_tips');
  expect(within(dialog).getByLabelText('Post')).toHaveValue('Make fewer cards.\n\nReview them daily.');
});

test('a refusal that names no field is said above the form (an unverified email)', async () => {
  network(() => ({ status: 403, error: { code: 'FORBIDDEN', message: BLOG_MESSAGES.unverified } }));
  const { user, dialog } = await openForm();
  await fillIn(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(BLOG_MESSAGES.unverified));
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Flashcards that work');
});

test('Cancel closes the form and forgets it', async () => {
  network(() => ({ status: 201, data: blogFixture() }));
  const { user, dialog } = await openForm();
  await user.type(within(dialog).getByLabelText('Title'), 'Half a thought');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Write a post' }));
  expect(within(screen.getByRole('dialog')).getByLabelText('Title')).toHaveValue('');
});

import { ANNOUNCEMENT_MESSAGES } from '@lectern/shared-api/contract';
import { useReviewCounts } from '@lectern/shared-api/management';
import { fakeNetworkPerTest, type FakeReply, textPartsOf } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementFixture } from '../../../test/announcementFixture.ts';
import { NewAnnouncementButton } from './NewAnnouncementButton.tsx';

const fakeNetwork = fakeNetworkPerTest();

const announcement = announcementFixture({ link: null });

/** Stands in for the Adverts Review counts the page shows, to see them asked again. */
function PendingCount() {
  const counts = useReviewCounts('adverts');
  return <p>Pending: {counts.data?.pending ?? '-'}</p>;
}

/** The button beside the adverts counts; `answer` replies to POST /api/announcements and `sent` keeps its bodies. */
function renderButton(answer: (body: FormData) => FakeReply<'POST /api/announcements'>) {
  const sent: FormData[] = [];
  let pending = 0;
  fakeNetwork({
    'GET /api/review/adverts/count': () => ({ data: { pending, approved: 0, rejected: 0 } }),
    'POST /api/announcements': (_url, init) => {
      const body = init?.body as FormData;
      sent.push(body);
      const reply = answer(body);
      if ('data' in reply) pending += 1;
      return reply;
    },
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <PendingCount />
      <NewAnnouncementButton />
    </>,
  );
  return { user, sent };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New announcement' }));
  return screen.getByRole('dialog', { name: 'New announcement' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, { startsOn = '2099-03-01', endsOn = '2099-03-14' } = {}) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Title'), 'Exam timetable is out');
  await user.type(form.getByLabelText('Text'), 'Check your department notice board.');
  await user.type(form.getByLabelText('Link (optional)'), 'https://uni.edu/timetable');
  await user.type(form.getByLabelText('Start date'), startsOn);
  await user.type(form.getByLabelText('End date'), endsOn);
}

test('every required field says so on submit, and nothing is sent', async () => {
  const { user, sent } = renderButton(() => ({ status: 201, data: announcement }));
  const dialog = await openForm(user);
  await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
  expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.titleRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.bodyRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.startRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.endRequired)).toBeInTheDocument();
  // The link and the image are optional.
  expect(within(dialog).getByLabelText('Link (optional)')).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
  expect(sent).toHaveLength(0);
});

test('an end date before the start date is refused on blur, and a link must be a web address', async () => {
  const { user, sent } = renderButton(() => ({ status: 201, data: announcement }));
  const dialog = await openForm(user);
  await user.type(within(dialog).getByLabelText('Start date'), '2099-03-10');
  await user.type(within(dialog).getByLabelText('End date'), '2099-03-09');
  await user.tab();
  expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.endsBeforeStarts)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('End date')).toHaveAccessibleDescription(ANNOUNCEMENT_MESSAGES.endsBeforeStarts);

  await user.type(within(dialog).getByLabelText('Link (optional)'), 'not a link');
  await user.tab();
  expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.linkInvalid)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
  expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.titleRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(ANNOUNCEMENT_MESSAGES.endsBeforeStarts)).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('sends a multipart form, toasts, closes, and the adverts counts are asked again', async () => {
  const { user, sent } = renderButton(() => ({ status: 201, data: announcement }));
  expect(await screen.findByText('Pending: 0')).toBeInTheDocument();
  const dialog = await openForm(user);
  await fillIn(user, dialog);
  await user.upload(within(dialog).getByLabelText('Image (optional)'), new File(['png'], 'poster.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));

  expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.submitted)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(textPartsOf(sent[0]!)).toEqual({
    title: 'Exam timetable is out',
    body: 'Check your department notice board.',
    link: 'https://uni.edu/timetable',
    startsOn: '2099-03-01',
    endsOn: '2099-03-14',
  });
  expect((sent[0]!.get('image') as File).name).toBe('poster.png');
  expect(await screen.findByText('Pending: 1')).toBeInTheDocument();
});

test('no link typed: none is sent', async () => {
  const { user, sent } = renderButton(() => ({ status: 201, data: announcement }));
  const dialog = await openForm(user);
  await user.type(within(dialog).getByLabelText('Title'), 'Library hours');
  await user.type(within(dialog).getByLabelText('Text'), 'Open late all week.');
  await user.type(within(dialog).getByLabelText('Start date'), '2099-03-01');
  await user.type(within(dialog).getByLabelText('End date'), '2099-03-01');
  await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.submitted)).toBeInTheDocument();
  expect(sent[0]!.has('link')).toBe(false);
  expect(sent[0]!.has('image')).toBe(false);
});

test("the server's field error shows on its field, and everything typed stays", async () => {
  const { user } = renderButton(() => ({
    status: 400,
    error: {
      code: 'VALIDATION',
      message: ANNOUNCEMENT_MESSAGES.endsBeforeStarts,
      errors: [{ field: 'endsOn', message: ANNOUNCEMENT_MESSAGES.endsBeforeStarts }],
    },
  }));
  const dialog = await openForm(user);
  await fillIn(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));

  await waitFor(() => expect(within(dialog).getByLabelText('End date')).toHaveAccessibleDescription(ANNOUNCEMENT_MESSAGES.endsBeforeStarts));
  expect(screen.getByRole('dialog', { name: 'New announcement' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Exam timetable is out');
  expect(within(dialog).getByLabelText('Text')).toHaveValue('Check your department notice board.');
  expect(within(dialog).getByLabelText('Link (optional)')).toHaveValue('https://uni.edu/timetable');
  expect(within(dialog).getByLabelText('Start date')).toHaveValue('2099-03-01');
  expect(within(dialog).getByLabelText('End date')).toHaveValue('2099-03-14');
});

test('a failure naming no field is said above the form, and in a toast', async () => {
  const { user } = renderButton(() => ({ status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }));
  const dialog = await openForm(user);
  await fillIn(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(ANNOUNCEMENT_MESSAGES.failed));
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Exam timetable is out');
});

test('Cancel closes the form and forgets it', async () => {
  const { user } = renderButton(() => ({ status: 201, data: announcement }));
  const dialog = await openForm(user);
  await user.type(within(dialog).getByLabelText('Title'), 'Half a thought');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const again = await openForm(user);
  expect(within(again).getByLabelText('Title')).toHaveValue('');
});

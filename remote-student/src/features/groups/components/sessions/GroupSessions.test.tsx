import { SESSION_MESSAGES, type StudySession } from '@lectern/shared-api/contract';
import { bodyOf, fakeNetworkPerTest, type FakeNetwork, type FakeRoute, type FakeRoutes, routeKeepingBody } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupSessions } from './GroupSessions.tsx';
import { groupFixture, hoursFromNow, sessionFixture } from '../../testing/sessionFixtures.ts';
import { sessionWhen } from './sessionTime.ts';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const NEXT_YEAR = String(new Date().getFullYear() + 1);

function renderSessions<Keys extends string>(
  sessions: StudySession[] | FakeRoute<'GET /api/groups/:id/sessions'>,
  { group = groupFixture(), routes }: { group?: ReturnType<typeof groupFixture>; routes?: FakeRoutes<Keys> } = {},
) {
  net = fakeNetwork({
    'GET /api/groups/g1/sessions': typeof sessions === 'function' ? sessions : { data: sessions },
  }, routes);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<GroupSessions group={group} />, { route: '/dashboard/groups/g1' });
  return user;
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Schedule a session' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: 'Schedule a session' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, values: { title?: string; date?: string; start?: string; end?: string; location?: string }) {
  if (values.title) await user.type(within(form).getByLabelText('Title'), values.title);
  if (values.date) await user.type(within(form).getByLabelText('Date'), values.date);
  if (values.start) await user.type(within(form).getByLabelText('Starts'), values.start);
  if (values.end) await user.type(within(form).getByLabelText('Ends'), values.end);
  if (values.location) await user.type(within(form).getByLabelText('Place or link'), values.location);
}

test('an upcoming session: title, day and time, where, who is going; a link location opens safely in a new tab; past ones in brief', async () => {
  const meeting = sessionFixture({ id: 's2', title: 'Graphs Q&A', location: 'https://meet.example.com/abc', startsAt: hoursFromNow(72), endsAt: hoursFromNow(73) });
  const soon = sessionFixture();
  const past = sessionFixture({ id: 's0', title: 'Kick-off', startsAt: hoursFromNow(-50), endsAt: hoursFromNow(-48), going: 5 });
  renderSessions([past, meeting, soon]);

  const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['CSC 204 revision', 'Graphs Q&A']);
  const [first, second] = items as [HTMLElement, HTMLElement];
  expect(within(first).getByText(sessionWhen(soon.startsAt, soon.endsAt, soon.siteTimeZone))).toBeInTheDocument();
  expect(within(first).getByText(/^Where:/)).toHaveTextContent('Where: Main Library, room 2');
  expect(within(first).queryByRole('link')).not.toBeInTheDocument();
  expect(within(first).getByText(/2 going, 1 not going/)).toHaveTextContent('2 going, 1 not going · Scheduled by Ada Obi');
  const link = within(second).getByRole('link', { name: 'https://meet.example.com/abc (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://meet.example.com/abc');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const pastSection = screen.getByRole('region', { name: 'Past sessions' });
  expect(within(pastSection).getByText('Kick-off')).toBeInTheDocument();
  expect(within(pastSection).getByRole('listitem')).toHaveTextContent(/5 going$/);
  expect(within(pastSection).queryByRole('button')).not.toBeInTheDocument();
});

/** A zone whose clock is not the test runner's today: fourteen hours ahead of UTC, or UTC itself. */
const elsewhere = () => (new Date().getTimezoneOffset() === -14 * 60 ? 'UTC' : 'Pacific/Kiritimati');

test('read in the site’s zone a session’s time is bare; read in another, it names the reader’s zone', async () => {
  const here = sessionFixture();
  const away = sessionFixture({ id: 's2', title: 'Graphs Q&A', startsAt: hoursFromNow(72), endsAt: hoursFromNow(73), siteTimeZone: elsewhere() });
  renderSessions([here, away]);
  const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
  const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(first.querySelector('time')!.textContent).toMatch(/–\d\d:\d\d$/);
  const readerZone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' }).formatToParts(new Date(away.startsAt)).find((part) => part.type === 'timeZoneName')!.value;
  expect(second.querySelector('time')!.textContent).toMatch(new RegExp(`–\\d\\d:\\d\\d ${readerZone.replace('+', '\\+')}$`));
});

test('a location that only looks like a link (http, or with spaces) stays text', async () => {
  renderSessions([sessionFixture({ location: 'http://example.com/room' }), sessionFixture({ id: 's2', location: 'https://x.com and room 4' })]);
  await screen.findByRole('list', { name: 'Upcoming sessions' });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('answering Going presses it at once and sends the answer; the pair says which is chosen', async () => {
  let sent: unknown;
  let session = sessionFixture();
  const user = renderSessions(() => ({ data: [session] }), {
    routes: {
      'PUT /api/groups/g1/sessions/s1/answer': (_url, init) => {
        sent = bodyOf(init);
        session = { ...session, myAnswer: 'going', going: 3 };
        return { data: session };
      },
    },
  });
  const answers = await screen.findByRole('group', { name: 'Are you going to CSC 204 revision?' });
  const going = within(answers).getByRole('button', { name: 'Going' });
  const notGoing = within(answers).getByRole('button', { name: 'Not going' });
  expect(going).toHaveAttribute('aria-pressed', 'false');
  expect(notGoing).toHaveAttribute('aria-pressed', 'false');

  await user.click(going);
  expect(going).toHaveAttribute('aria-pressed', 'true');
  expect(notGoing).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText(/^3 going, 1 not going/)).toBeInTheDocument();
  await waitFor(() => expect(sent).toEqual({ answer: 'going' }));
});

test('a refused answer is put back and the reason said', async () => {
  const user = renderSessions([sessionFixture({ myAnswer: 'not-going' })], {
    routes: { 'PUT /api/groups/g1/sessions/s1/answer': { status: 404, error: { code: 'NOT_FOUND', message: SESSION_MESSAGES.notFound } } },
  });
  const going = await screen.findByRole('button', { name: 'Going' });
  await user.click(going);
  expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeInTheDocument();
  await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'false'));
  expect(screen.getByRole('button', { name: 'Not going' })).toHaveAttribute('aria-pressed', 'true');
});

test('its creator cancels a session after confirming; Keep it cancels nothing', async () => {
  let cancelled = false;
  const user = renderSessions(() => ({ data: cancelled ? [] : [sessionFixture({ canCancel: true })] }), {
    routes: {
      'DELETE /api/groups/g1/sessions/s1': () => {
        cancelled = true;
        return { data: { id: 's1' } };
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Cancel session CSC 204 revision' }));
  let dialog = screen.getByRole('dialog', { name: 'Cancel CSC 204 revision?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cancelled).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Cancel session CSC 204 revision' }));
  dialog = screen.getByRole('dialog', { name: 'Cancel CSC 204 revision?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
  expect(await screen.findByText(SESSION_MESSAGES.cancelled)).toBeInTheDocument();
  expect(cancelled).toBe(true);
  expect(await screen.findByText(/^No sessions planned yet/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Study sessions' })).toHaveFocus());
});

test('someone who may not cancel a session is not offered to', async () => {
  renderSessions([sessionFixture({ canCancel: false })]);
  await screen.findByRole('list', { name: 'Upcoming sessions' });
  expect(screen.queryByRole('button', { name: /^Cancel session/ })).not.toBeInTheDocument();
});

test('a session that ends before it starts is refused in the contract words, keeping what was typed', async () => {
  const user = renderSessions([]);
  const form = await openForm(user);
  await fill(user, form, { title: 'CSC 204 revision', date: `${NEXT_YEAR}-03-05`, start: '16:00', end: '15:00', location: 'Main Library' });
  await user.click(within(form).getByRole('button', { name: 'Schedule' }));

  const end = within(form).getByLabelText('Ends');
  expect(await within(form).findByText(SESSION_MESSAGES.endBeforeStart)).toBeInTheDocument();
  expect(end).toHaveAttribute('aria-invalid', 'true');
  expect(end).toHaveFocus();
  expect(end).toHaveValue('15:00');
  expect(within(form).getByLabelText('Title')).toHaveValue('CSC 204 revision');
  expect(within(form).getByLabelText('Starts')).toHaveValue('16:00');
  expect(within(form).getByLabelText('Place or link')).toHaveValue('Main Library');
  expect(net!.calls.some((call) => call.method === 'POST')).toBe(false);
});

test('empty fields, a session over 12 hours and one in the past are refused in the contract words', async () => {
  const user = renderSessions([]);
  const form = await openForm(user);
  await user.click(within(form).getByRole('button', { name: 'Schedule' }));
  expect(await within(form).findByText(SESSION_MESSAGES.titleRequired)).toBeInTheDocument();
  expect(within(form).getAllByText(SESSION_MESSAGES.startRequired)).toHaveLength(2);
  expect(within(form).getByText(SESSION_MESSAGES.endRequired)).toBeInTheDocument();
  expect(within(form).getByText(SESSION_MESSAGES.locationRequired)).toBeInTheDocument();

  await fill(user, form, { date: `${NEXT_YEAR}-03-05`, start: '08:00', end: '21:00' });
  await user.tab();
  expect(await within(form).findByText(SESSION_MESSAGES.tooLong)).toBeInTheDocument();

  const date = within(form).getByLabelText('Date');
  await user.clear(date);
  await user.type(date, '2020-01-01');
  await user.tab();
  expect(await within(form).findByText(SESSION_MESSAGES.inThePast)).toBeInTheDocument();
});

test('scheduling sends the session as ISO times, says so and closes the form', async () => {
  const schedule = routeKeepingBody({ status: 201, data: sessionFixture() });
  const user = renderSessions([], {
    routes: {
      'POST /api/groups/g1/sessions': schedule,
    },
  });
  const form = await openForm(user);
  // The times typed are the reader's own, and the form says whose.
  expect(within(form).getByLabelText('Starts')).toHaveAccessibleDescription(/^Your time \((UTC|GMT[+-][\d:]+|[A-Z]{2,5})\)\.$/);
  await fill(user, form, { title: '  CSC 204 revision ', date: `${NEXT_YEAR}-03-05`, start: '16:00', end: '18:00', location: 'https://meet.example.com/abc' });
  await user.click(within(form).getByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText(SESSION_MESSAGES.scheduled)).toBeInTheDocument();
  expect(schedule.sent).toEqual({
    title: 'CSC 204 revision',
    startsAt: new Date(`${NEXT_YEAR}-03-05T16:00`).toISOString(),
    endsAt: new Date(`${NEXT_YEAR}-03-05T18:00`).toISOString(),
    location: 'https://meet.example.com/abc',
  });
  expect(screen.queryByRole('form', { name: 'Schedule a session' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Schedule a session' })).toHaveFocus();
});

test("the server's refusal shows on its field and keeps what was typed", async () => {
  const user = renderSessions([], {
    routes: {
      'POST /api/groups/g1/sessions': {
        status: 400,
        error: { code: 'VALIDATION', message: SESSION_MESSAGES.endBeforeStart, errors: [{ field: 'endsAt', message: SESSION_MESSAGES.endBeforeStart }] },
      },
    },
  });
  const form = await openForm(user);
  await fill(user, form, { title: 'Late one', date: `${NEXT_YEAR}-03-05`, start: '16:00', end: '18:00', location: 'Main Library' });
  await user.click(within(form).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(within(form).getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true'));
  expect(within(form).getByText(SESSION_MESSAGES.endBeforeStart)).toBeInTheDocument();
  expect(within(form).getByLabelText('Title')).toHaveValue('Late one');
  expect(within(form).getByLabelText('Ends')).toHaveValue('18:00');
});

test('staff who are not members read the sessions, and are offered nothing to do', async () => {
  renderSessions([sessionFixture({ canCancel: true })], { group: groupFixture({ myRole: null, readOnly: true }) });
  expect(await screen.findByRole('heading', { level: 3, name: 'CSC 204 revision' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('no sessions says so; a list that fails to load says so and tries again', async () => {
  let fail = true;
  const user = renderSessions(() => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : { data: [] }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The sessions could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No sessions planned yet. Schedule one and the group hears about it.')).toBeInTheDocument();
});

import { sessionLine } from './sessionLineName.ts';
import { formatSessionTime, type StudySession } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeNetwork, type FakeReply } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { hoursFromNow, sessionFixture } from '../../../testing/sessionFixture.ts';
import { rememberSessionRows } from '../hooks/rememberedSessionRows.ts';
import { UpcomingSessionsCard } from './UpcomingSessionsCard.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  localStorage.clear();
});

/** A session I am going to, a day and a bit from now. */
const session = (overrides: Partial<StudySession>): StudySession =>
  sessionFixture({ startsAt: hoursFromNow(30), endsAt: hoursFromNow(32), location: 'Main Library', createdBy: null, going: 3, notGoing: 0, myAnswer: 'going', ...overrides });

function renderCard(reply: FakeReply<'GET /api/groups/sessions/upcoming'>) {
  net = fakeNetwork({ 'GET /api/groups/sessions/upcoming': reply });
  return renderWithProviders(<UpcomingSessionsCard />, { route: '/dashboard' });
}

test('my groups\' next sessions, each as "Thursday 16:00, CSC 204 revision, Main Library" leading to its group', async () => {
  const first = session({});
  const second = session({ id: 's2', groupId: 'g 2', groupName: 'Maths 101 crew', title: 'Past papers', location: 'https://www.meet.example.com/xyz', startsAt: hoursFromNow(50) });
  renderCard({ data: [first, second] });
  const card = await screen.findByRole('region', { name: 'Upcoming study sessions' });
  const rows = within(card).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const link = within(card).getByRole('link', { name: sessionLine(formatSessionTime(first.startsAt), 'CSC 204 revision, Main Library') });
  expect(link).toHaveAttribute('href', '/dashboard/groups/g1?tab=sessions');
  expect(within(rows[0]!).getByText('CSC 204 study circle')).toBeInTheDocument();
  // A meeting link is named by its site; the group's id is kept whole in the address.
  expect(within(card).getByRole('link', { name: sessionLine(formatSessionTime(second.startsAt), 'Past papers, meet.example.com') })).toHaveAttribute('href', '/dashboard/groups/g%202?tab=sessions');
});

test('a session whose site keeps another clock names the reader’s zone after its time', async () => {
  const away = session({ siteTimeZone: new Date().getTimezoneOffset() === -14 * 60 ? 'UTC' : 'Pacific/Kiritimati' });
  renderCard({ data: [away] });
  const card = await screen.findByRole('region', { name: 'Upcoming study sessions' });
  const readerZone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' }).formatToParts(new Date(away.startsAt)).find((part) => part.type === 'timeZoneName')!.value;
  expect(within(card).getByRole('link', { name: sessionLine(`${formatSessionTime(away.startsAt)} ${readerZone}`, 'CSC 204 revision, Main Library') })).toBeInTheDocument();
});

test('with no upcoming sessions there is no card at all', async () => {
  renderCard({ data: [] });
  await waitFor(() => expect(net!.calls).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: 'Upcoming study sessions' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Upcoming study sessions/)).not.toBeInTheDocument();
});

test('a list that cannot be had shows nothing either', async () => {
  renderCard({ status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } });
  await waitFor(() => expect(net!.calls).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Upcoming study sessions' })).not.toBeInTheDocument();
});

test('while loading: as many placeholder rows as last time on this device, and none for someone who had none', () => {
  rememberSessionRows(3);
  const { unmount } = renderCard({ pending: true });
  const card = screen.getByRole('region', { name: 'Upcoming study sessions' });
  expect(card).toHaveAttribute('aria-busy', 'true');
  expect(within(card).getByRole('status')).toHaveTextContent('Loading upcoming sessions...');
  expect(card.querySelectorAll('li')).toHaveLength(3);
  unmount();
  net?.restore();

  rememberSessionRows(0);
  renderCard({ pending: true });
  expect(screen.queryByRole('region', { name: 'Upcoming study sessions' })).not.toBeInTheDocument();
});

test('what was shown is remembered for the next visit', async () => {
  renderCard({ data: [session({}), session({ id: 's2' })] });
  await screen.findByRole('region', { name: 'Upcoming study sessions' });
  await waitFor(() => expect(localStorage.getItem('lectern.overview.upcomingSessions')).toBe('2'));
});

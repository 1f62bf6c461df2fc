import { announcementKeys } from '@lectern/shared-api/student';
import { announcementFixture, type FakeNetwork, fakeNetworkPerTest, type FakeReply } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CurrentAnnouncement } from './CurrentAnnouncement.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

function renderAnnouncement(reply: FakeReply<'GET /api/announcements/current'>) {
  net = fakeNetwork({ 'GET /api/announcements/current': reply });
  return renderWithProviders(
    <main>
      <CurrentAnnouncement />
    </main>,
    { route: '/dashboard' },
  );
}


test('shows the title, the text as plain text, the image and a safe Learn more link', async () => {
  renderAnnouncement({ data: announcementFixture({ body: 'Bring <b>your ID</b>.\nDoors open at 8.' }) });
  const card = await screen.findByRole('region', { name: 'Announcement' });
  expect(card).toContainElement(screen.getByRole('heading', { level: 2, name: 'Exam timetable is out' }));
  expect(screen.getByText(/Bring <b>your ID<\/b>\./)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Exam timetable is out' })).toHaveAttribute('src', '/api/announcements/a1/image');
  const link = screen.getByRole('link', { name: /^Learn more/ });
  expect(link).toHaveAttribute('href', 'https://uni.example.edu/timetable');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an image that fails to load is hidden; no link and no image are simply left out', async () => {
  const { unmount } = renderAnnouncement({ data: announcementFixture() });
  fireEvent.error(await screen.findByRole('img', { name: 'Exam timetable is out' }));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  unmount();
  net?.restore();

  renderAnnouncement({ data: announcementFixture({ link: null, imageUrl: null }) });
  await screen.findByRole('region', { name: 'Announcement' });
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a link that is not a web address is never made a link', async () => {
  renderAnnouncement({ data: announcementFixture({ link: 'javascript:alert(1)' }) });
  await screen.findByRole('region', { name: 'Announcement' });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test.each<[string, FakeReply<'GET /api/announcements/current'>, 'success' | 'error']>([
  ['there is none', { data: null }, 'success'],
  ['the call fails', { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }, 'error'],
])('nothing at all when %s', async (_case, reply, outcome) => {
  const { container, queryClient } = renderAnnouncement(reply);
  await waitFor(() => expect(queryClient.getQueryState(announcementKeys.current())?.status).toBe(outcome));
  expect(container.querySelector('main')).toBeEmptyDOMElement();
});

test('nothing while it loads', async () => {
  const { container } = renderAnnouncement({ pending: true });
  await waitFor(() => expect(net?.calls.map((call) => call.url.pathname)).toContain('/api/announcements/current'));
  expect(container.querySelector('main')).toBeEmptyDOMElement();
});

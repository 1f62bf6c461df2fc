import { sessionLine } from './sessionLineName.ts';
import type { MyStats, SessionUser } from '@lectern/shared-api';
import { formatSessionTime } from '@lectern/shared-api/contract';
import { announcementFixture, fakeNetworkPerTest, type FakeReply, materialFixture, materialListPage, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { OverviewPage } from './OverviewPage.tsx';

const NO_MATERIALS = materialListPage([], { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
const STATS: MyStats = { uploads: 4, pendingUploads: 1, downloads: 30, views: 90, savedMaterials: 2, likes: 5, approvedUploads: 3, printingCredit: null, answeredRequests: 0 };

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

function renderOverview(announcement: FakeReply<'GET /api/announcements/current'>, user: Partial<SessionUser> = { firstName: 'Ada' }) {
  fakeNetwork({
    'GET /api/materials/recent': { data: NO_MATERIALS },
    'GET /api/materials/recommendations': { data: NO_MATERIALS },
    'GET /api/stats/me': { data: STATS },
    'GET /api/announcements/current': announcement,
  });
  signInAs(user);
  renderWithProviders(<OverviewPage />, { route: '/dashboard' });
}

test('the current announcement sits under the welcome banner', async () => {
  renderOverview({ data: announcementFixture() });
  const card = await screen.findByRole('region', { name: 'Announcement' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Exam timetable is out' })).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Exam timetable is out' })).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: /^Learn more/ });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const banner = screen.getByRole('region', { name: 'Welcome back, Ada' });
  expect(banner.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('no announcement leaves no slot, and the rewards show the approved uploads', async () => {
  renderOverview({ data: null });
  const rewards = screen.getByRole('region', { name: 'Rewards' });
  expect(await within(rewards).findByText('Approved uploads: 3')).toBeInTheDocument();
  expect(within(rewards).getByText('7 more approved uploads to Skip the queue')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  expect(screen.queryByText(/announcement/i)).not.toBeInTheDocument();
});

test('the banner greets by first name, and an account without a real one with no name at all', () => {
  renderOverview({ data: null }, { firstName: 'Site', lastName: 'Admin', email: 'admin@uni.edu' });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  expect(screen.queryByText(/Site/)).not.toBeInTheDocument();
});

test('each row leads to its whole list', async () => {
  const row = materialListPage([materialFixture({ label: 'Graph notes' })]);
  fakeNetwork({
    'GET /api/materials/recent': { data: row },
    'GET /api/materials/recommendations': { data: row },
    'GET /api/stats/me': { data: STATS },
    'GET /api/announcements/current': { data: null },
  });
  signInAs({ firstName: 'Ada' });
  renderWithProviders(<OverviewPage />, { route: '/dashboard' });
  const recent = await screen.findByRole('region', { name: 'Recent Materials' });
  expect(within(recent).getByRole('link', { name: 'See all recent materials' })).toHaveAttribute('href', '/dashboard/recent');
  const recommendations = screen.getByRole('region', { name: 'Recommendations' });
  expect(within(recommendations).getByRole('link', { name: 'See all recommendations' })).toHaveAttribute('href', '/dashboard/recommendations');
});

test("my groups' upcoming sessions sit under the announcement, above the figures", async () => {
  const startsAt = new Date(Date.now() + 26 * 3_600_000).toISOString();
  fakeNetwork({
    'GET /api/materials/recent': { data: NO_MATERIALS },
    'GET /api/materials/recommendations': { data: NO_MATERIALS },
    'GET /api/stats/me': { data: STATS },
    'GET /api/announcements/current': { data: announcementFixture() },
    'GET /api/groups/sessions/upcoming': {
      data: [
        {
          id: 's1',
          groupId: 'g1',
          groupName: 'CSC 204 study circle',
          course: null,
          title: 'CSC 204 revision',
          startsAt,
          endsAt: startsAt,
          location: 'Main Library',
          createdBy: null,
          going: 1,
          notGoing: 0,
          myAnswer: null,
          canCancel: false,
          // The reader is in the site's zone unless a test says otherwise.
          siteTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      ],
    },
  });
  signInAs({ firstName: 'Ada' });
  renderWithProviders(<OverviewPage />, { route: '/dashboard' });
  const sessions = await screen.findByRole('region', { name: 'Upcoming study sessions' });
  expect(within(sessions).getByRole('link', { name: sessionLine(formatSessionTime(startsAt), 'CSC 204 revision, Main Library') })).toHaveAttribute('href', '/dashboard/groups/g1?tab=sessions');
  const announcement = await screen.findByRole('region', { name: 'Announcement' });
  expect(announcement.compareDocumentPosition(sessions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const rewards = screen.getByRole('region', { name: 'Rewards' });
  expect(sessions.compareDocumentPosition(rewards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

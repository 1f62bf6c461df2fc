import { REWARD_MESSAGES, REWARDS, type MyStats } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { formatDay } from '../../../components/formatDay.ts';
import { RewardsPanel } from './RewardsPanel.tsx';

const fakeNetwork = fakeNetworkPerTest();

function renderRewards(approvedUploads: number, printingCredit: MyStats['printingCredit'] = null, answeredRequests = 0) {
  const stats: MyStats = { uploads: approvedUploads + 1, pendingUploads: 1, downloads: 0, views: 0, savedMaterials: 0, likes: 0, approvedUploads, printingCredit, answeredRequests };
  fakeNetwork({ 'GET /api/stats/me': { data: stats } });
  renderWithProviders(<RewardsPanel />, { route: '/dashboard' });
  return screen.getByRole('region', { name: 'Rewards' });
}

/** The panel's count of approved uploads, how many more the next reward needs, and its progress bar (returned). */
async function expectProgress(panel: HTMLElement, { approved, toGo, next, of }: { approved: number; toGo: number; next: string; of: number }) {
  expect(await within(panel).findByText(`Approved uploads: ${approved}`)).toBeInTheDocument();
  expect(within(panel).getByText(`${toGo} more approved uploads to ${next}`)).toBeInTheDocument();
  const progress = within(panel).getByRole('progressbar', { name: `Progress to ${next}` });
  expect(progress).toHaveAttribute('aria-valuenow', String(approved));
  expect(progress).toHaveAttribute('aria-valuemax', String(of));
  return progress;
}

test('with no approved uploads yet: ten to go to skipping the queue, with the progress shown', async () => {
  const panel = renderRewards(0);
  const progress = await expectProgress(panel, { approved: 0, toGo: 10, next: 'Skip the queue', of: 10 });
  expect(progress).toHaveAttribute('aria-valuemin', '0');
  expect(within(panel).queryByRole('list', { name: 'Earned rewards' })).not.toBeInTheDocument();
  // What the reward will do, never as if it were already active.
  expect(within(panel).getByText('Then your new uploads will go to the front of the review queue.')).toBeInTheDocument();
  expect(within(panel).queryByText(REWARDS[0].text)).not.toBeInTheDocument();
});

test('one short of a reward says so in the singular', async () => {
  const panel = renderRewards(9);
  expect(await within(panel).findByText('1 more approved upload to Skip the queue')).toBeInTheDocument();
});

test('at 12: the uploads skip the queue, and the printing credit is next', async () => {
  const panel = renderRewards(12);
  await expectProgress(panel, { approved: 12, toGo: 38, next: 'Free printing credit', of: 50 });
  const earned = within(panel).getByRole('list', { name: 'Earned rewards' });
  expect(within(earned).getByText(REWARD_MESSAGES.skipQueueTitle)).toBeInTheDocument();
  expect(within(earned).getByText(REWARDS[0].text)).toBeInTheDocument();
});

test('at 50 with the credit waiting for an admin: every reward earned', async () => {
  const panel = renderRewards(50, { earnedAt: '2026-11-20T10:00:00.000Z', honouredAt: null });
  expect(await within(panel).findByText('You have earned every reward.')).toBeInTheDocument();
  expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  const earned = within(panel).getByRole('list', { name: 'Earned rewards' });
  expect(within(earned).getByText('Free printing credit earned')).toBeInTheDocument();
  expect(within(earned).getByText('Waiting for an admin')).toBeInTheDocument();
  expect(within(earned).getByText(REWARD_MESSAGES.skipQueueTitle)).toBeInTheDocument();
});

test('an honoured credit says when', async () => {
  const panel = renderRewards(53, { earnedAt: '2026-11-20T10:00:00.000Z', honouredAt: '2026-11-22T15:00:00.000Z' });
  const day = await within(panel).findByText(formatDay('2026-11-22T15:00:00.000Z'));
  expect(day.parentElement).toHaveTextContent(`Honoured on ${formatDay('2026-11-22T15:00:00.000Z')}`);
  expect(within(panel).queryByText('Waiting for an admin')).not.toBeInTheDocument();
});

test('loading, then a failure, are said plainly', async () => {
  fakeNetwork({ 'GET /api/stats/me': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  renderWithProviders(<RewardsPanel />, { route: '/dashboard' });
  expect(screen.getByText('Loading your rewards...')).toBeInTheDocument();
  expect(await screen.findByText('Your rewards could not be loaded right now.')).toBeInTheDocument();
});

test('requests for material one’s uploads answered are counted with the rewards', async () => {
  const panel = renderRewards(4, null, 2);
  expect(await within(panel).findByText('Your uploads answered 2 requests for material.')).toBeInTheDocument();
});

test('no answered request yet: nothing is said of them', async () => {
  const panel = renderRewards(4);
  expect(await within(panel).findByText('Approved uploads: 4')).toBeInTheDocument();
  expect(within(panel).queryByText(/requests? for material/)).not.toBeInTheDocument();
});

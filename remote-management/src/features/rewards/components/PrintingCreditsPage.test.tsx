import { REWARD_MESSAGES, type PrintingCredit } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeNetwork, type FakeRoutes } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creditDate } from '../printingCreditTexts.ts';
import { PrintingCreditsPage } from './PrintingCreditsPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

function credit(overrides: Partial<PrintingCredit> = {}): PrintingCredit {
  return {
    id: 'pc1',
    earnedAt: '2026-03-02T09:00:00.000Z',
    honouredAt: null,
    user: { id: 'u1', firstName: 'Ada', lastName: 'Obi', username: 'adaobi', email: 'ada@uni.edu' },
    ...overrides,
  };
}

const page = (data: PrintingCredit[], { page = 1, totalPages = 1 } = {}) => ({
  data: { data, pagination: { page, limit: 20, total: data.length, totalPages } },
});

const lists = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/rewards/printing-credits');

function renderPage<Keys extends string>(routes: FakeRoutes<Keys>) {
  net = fakeNetwork(routes);
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PrintingCreditsPage />, { route: '/management/printing-credits' });
  return user;
}

test('lists waiting credits with who earned them and when, and honoured ones with when they were given', async () => {
  const honoured = credit({ id: 'pc2', honouredAt: '2026-03-05T12:00:00.000Z', user: { id: 'u2', firstName: 'Chi', lastName: 'Eze', username: null, email: 'chi@uni.edu' } });
  const user = renderPage({
    'GET /api/rewards/printing-credits': (url) => (url.searchParams.get('status') === 'honoured' ? page([honoured]) : page([credit()])),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Printing Credits' })).toBeInTheDocument();
  expect(screen.getByText(/earn one free printing credit when 50 of their uploads are approved/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');

  const row = await screen.findByRole('row', { name: /Ada Obi/ });
  expect(within(row).getByText('ada@uni.edu')).toBeInTheDocument();
  expect(within(row).getByText('adaobi')).toBeInTheDocument();
  expect(within(row).getByText(creditDate('2026-03-02T09:00:00.000Z'))).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Mark honoured for Ada Obi' })).toBeInTheDocument();
  expect(lists().at(-1)!.url.searchParams.get('status')).toBe('waiting');
  // One page: no pager.
  expect(screen.queryByRole('navigation', { name: 'Printing Credits pages' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Honoured' }));
  const given = await screen.findByRole('row', { name: /Chi Eze/ });
  expect(within(given).getByText(creditDate('2026-03-05T12:00:00.000Z'))).toBeInTheDocument();
  expect(within(given).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Honoured' })).toBeInTheDocument();
  expect(lists().at(-1)!.url.searchParams.get('status')).toBe('honoured');
});

test('Mark honoured asks first; confirming sends it, says so, and the credit leaves the waiting list', async () => {
  let honouredYet = false;
  const user = renderPage({
    'GET /api/rewards/printing-credits': () => page(honouredYet ? [] : [credit()]),
    'POST /api/rewards/printing-credits/pc1/honour': () => {
      honouredYet = true;
      return { data: credit({ honouredAt: new Date().toISOString() }) };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Mark honoured for Ada Obi' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark honoured' });
  expect(within(dialog).getByText("Mark Ada Obi's printing credit as honoured? Do this once they have had it.")).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(net!.calls.some((call) => call.method === 'POST')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Mark honoured for Ada Obi' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark honoured' }));
  expect(await screen.findByText('Printing credit marked honoured')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('No printing credits waiting.')).toBeInTheDocument();
});

test('a credit another admin honoured first: the server says so and the list reloads', async () => {
  const user = renderPage({
    'GET /api/rewards/printing-credits': page([credit()]),
    'POST /api/rewards/printing-credits/pc1/honour': { status: 409, error: { code: 'CONFLICT', message: REWARD_MESSAGES.alreadyHonoured } },
  });
  await user.click(await screen.findByRole('button', { name: 'Mark honoured for Ada Obi' }));
  const before = lists().length;
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark honoured' }));
  expect(await screen.findByText(REWARD_MESSAGES.alreadyHonoured)).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(lists().length).toBe(before + 1));
});

test('empty lists say so, each in its own words, with the next step', async () => {
  const user = renderPage({ 'GET /api/rewards/printing-credits': page([]) });
  // The empty state every portal list shares: a title, a sentence and a next step.
  expect(await screen.findByRole('heading', { name: 'No printing credits waiting.' })).toBeInTheDocument();
  expect(screen.getByText("A student's credit waits here once 50 of their uploads are approved.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Review materials' })).toHaveAttribute('href', '/management/materials');
  await user.click(screen.getByRole('button', { name: 'Honoured' }));
  expect(await screen.findByRole('heading', { name: 'No printing credits honoured yet.' })).toBeInTheDocument();
  expect(screen.getByText('Credits you mark honoured are listed here.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show waiting credits' }));
  expect(await screen.findByRole('heading', { name: 'No printing credits waiting.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');
});

test('a spinner while the list loads; the red box with Try Again when it fails', async () => {
  let fail = true;
  const user = renderPage({
    'GET /api/rewards/printing-credits': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : page([credit()])),
  });
  expect(screen.getByText('Loading printing credits...')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load printing credits');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('row', { name: /Ada Obi/ })).toBeInTheDocument();
});

test('more than one page: the pager moves between them', async () => {
  const user = renderPage({
    'GET /api/rewards/printing-credits': (url) => {
      const number = Number(url.searchParams.get('page'));
      return page([credit({ id: `pc${number}`, user: { id: `u${number}`, firstName: 'Page', lastName: String(number), username: null, email: `p${number}@uni.edu` } })], { page: number, totalPages: 2 });
    },
  });
  await screen.findByRole('row', { name: /Page 1/ });
  const pager = screen.getByRole('navigation', { name: 'Printing Credits pages' });
  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('row', { name: /Page 2/ })).toBeInTheDocument();
  expect(lists().at(-1)!.url.searchParams.get('limit')).toBe('20');
});

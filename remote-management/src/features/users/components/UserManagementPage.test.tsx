import { fakeNetworkPerTest, type FakeNetwork, type FakeReply, type FakeRoute, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { userFixture, userList } from '../testing/userFixtures.ts';
import { UserManagementPage } from './UserManagementPage.tsx';

// The list side of User Management: rows, stat cards, the debounced
// search, the role filter, the pager, the URL keeping them, and loading, empty and failed lists.

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.useRealTimers();
});
resetSessionPerTest();

const ADA = userFixture();
const BOLA = userFixture({ id: 'u-mod', firstName: 'Bola', lastName: 'Ade', username: null, email: 'bola@uni.edu', department: null, level: null, role: 'moderator', emailVerified: false });
const CHI = userFixture({ id: 'u-admin', firstName: 'Chi', lastName: 'Eze', username: 'chi', email: 'chi@uni.edu', role: 'admin' });
const ME = userFixture({ id: 'me', firstName: 'Ife', lastName: 'Admin', username: 'ife', email: 'ife@uni.edu', role: 'admin' });

const userCalls = () => net!.calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/user');
const lastList = () => userCalls().at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

function renderPage({ route = '/management/user-management', list }: { route?: string; list: FakeReply<'GET /api/user'> | FakeRoute<'GET /api/user'> }) {
  net = fakeNetwork({ 'GET /api/user': typeof list === 'function' ? list : () => list });
  signInAs({ id: 'me', role: 'admin' });
  return renderWithProviders(<UserManagementPage />, { route, path: '/management/user-management' });
}

/** Two pages of people; the page and filters asked are in each row's name. */
const twoPages = (url: URL): FakeReply<'GET /api/user'> => {
  const page = Number(url.searchParams.get('page'));
  const tag = [url.searchParams.get('query'), url.searchParams.get('role')].filter(Boolean).join(' ');
  return { data: userList([userFixture({ id: `p${page}`, firstName: `Person${page}`, lastName: tag || 'Any' })], { page, totalPages: 2, total: 51 }) };
};

test('the heading, the rows with every column, the stat cards and the count line', async () => {
  renderPage({ list: { data: userList([ADA, BOLA, CHI, ME], { stats: { total: 120, active: 37 } }) } });
  expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  expect(screen.getByText('Browse, filter, and analyze user accounts.')).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Username',
    'Email',
    'Department',
    'Level',
    'Role',
    'Verified',
    'Joined',
    'Actions',
  ]);
  const row = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
  expect(within(row('Ada Obi')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'ada',
    'ada@uni.edu',
    'Computer Science',
    '200',
    'Student',
    'Yes',
    new Date(ADA.createdAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    'Make moderatorSign out',
  ]);
  expect(within(row('Bola Ade')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '—',
    'bola@uni.edu',
    '—',
    '—',
    'Moderator',
    'No',
    new Date(BOLA.createdAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    'Make studentSign out',
  ]);
  // Another admin's role is not changed from here, but they can be signed out; the admin looking at the page has no action.
  expect(within(row('Chi Eze')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
  expect(within(row('Ife Admin')).queryByRole('button')).not.toBeInTheDocument();
  expect(row('Ife Admin')).toHaveTextContent('(you)');
  expect(screen.getByRole('button', { name: 'Make moderator: Ada Obi' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Make student: Bola Ade' })).toBeInTheDocument();

  expect(screen.getByText('Showing 4 of 4 users')).toBeInTheDocument();
  expect(within(card('Total Users')).getByText('120')).toBeInTheDocument();
  expect(card('Total Users')).toHaveTextContent('All registered accounts');
  expect(within(card('Verified (Page)')).getByText('3')).toBeInTheDocument();
  expect(card('Verified (Page)')).toHaveTextContent('Email verified on this page');
  expect(within(card('Active')).getByText('37')).toBeInTheDocument();
  expect(card('Active')).toHaveTextContent('Signed in within 30 days');
  expect(within(card('Filter')).getByText('All Roles')).toBeInTheDocument();

  // The table scrolls in its own focusable box, named 'Users', where it is wider; 50 a page, no filters sent.
  expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  expect(lastList().get('page')).toBe('1');
  expect(lastList().get('limit')).toBe('50');
  expect(lastList().get('query')).toBeNull();
  expect(lastList().get('role')).toBeNull();
});

test('the search waits 400 ms after the last key, is trimmed, and starts again at page 1', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage({ route: '/management/user-management?page=2', list: twoPages });
  expect(await screen.findByRole('rowheader', { name: 'Person2 Any' })).toBeInTheDocument();
  const before = userCalls().length;

  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  ada  ');
  act(() => jest.advanceTimersByTime(399));
  expect(userCalls()).toHaveLength(before);
  act(() => jest.advanceTimersByTime(1));

  expect(await screen.findByRole('rowheader', { name: 'Person1 ada' })).toBeInTheDocument();
  expect(userCalls()).toHaveLength(before + 1);
  expect(lastList().get('query')).toBe('ada');
  expect(lastList().get('page')).toBe('1');
  expect(location()).toBe('/management/user-management?q=ada');
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('  ada  ');
});

test('the role filter is sent as role, from page 1, and names itself on the Filter card', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage({ route: '/management/user-management?page=2', list: twoPages });
  await screen.findByRole('rowheader', { name: 'Person2 Any' });
  const roles = screen.getByRole('combobox', { name: 'Role' });
  expect(within(roles).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Roles', 'Admin', 'Moderator', 'Student']);

  await user.selectOptions(roles, 'Moderator');
  expect(await screen.findByRole('rowheader', { name: 'Person1 moderator' })).toBeInTheDocument();
  expect(lastList().get('role')).toBe('moderator');
  expect(lastList().get('page')).toBe('1');
  expect(location()).toBe('/management/user-management?role=moderator');
  expect(within(card('Filter')).getByText('Moderator')).toBeInTheDocument();

  await user.selectOptions(roles, 'All Roles');
  expect(await screen.findByRole('rowheader', { name: 'Person1 Any' })).toBeInTheDocument();
  expect(lastList().get('role')).toBeNull();
});

test("the pager reads 'Page X of Y' with Prev and Next, each disabled at its end", async () => {
  const user = userEvent.setup({ delay: null });
  renderPage({ list: twoPages });
  await screen.findByRole('rowheader', { name: 'Person1 Any' });
  const pager = screen.getByRole('navigation', { name: 'User pages' });
  expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();
  expect(screen.getByText('Showing 1 of 51 users')).toBeInTheDocument();

  await user.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('rowheader', { name: 'Person2 Any' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(lastList().get('page')).toBe('2');
  expect(location()).toBe('/management/user-management?page=2');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Prev' }));
  expect(await screen.findByRole('rowheader', { name: 'Person1 Any' })).toBeInTheDocument();
  expect(location()).toBe('/management/user-management');
});

test('the URL brings the same search, filter and page back (Back, a shared link)', async () => {
  renderPage({ route: '/management/user-management?q=ada&role=student&page=2', list: twoPages });
  expect(await screen.findByRole('rowheader', { name: 'Person2 ada student' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ada');
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('student');
  expect(lastList().get('query')).toBe('ada');
  expect(lastList().get('role')).toBe('student');
  expect(lastList().get('page')).toBe('2');
});

test('the next page keeps the current rows on screen, marked busy, until it comes', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage({ list: (url) => (url.searchParams.get('page') === '2' ? { pending: true } : twoPages(url)) });
  await screen.findByRole('rowheader', { name: 'Person1 Any' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('aria-busy', 'true'));
  expect(screen.getByRole('rowheader', { name: 'Person1 Any' })).toBeInTheDocument();
  expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
});

test("'Loading users...' shows until the first answer", async () => {
  renderPage({ list: { pending: true } });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading users...');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test("no one at all is 'No users found.'; no one for a search or role is 'No users match your filters.'", async () => {
  const { unmount } = renderPage({ list: { data: userList([], { stats: { total: 0, active: 0 } }) } });
  expect(await screen.findByRole('heading', { name: 'No users found.' })).toBeInTheDocument();
  expect(screen.getByText('Showing 0 of 0 users')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();
  net?.restore();

  renderPage({ route: '/management/user-management?role=admin', list: { data: userList([]) } });
  expect(await screen.findByRole('heading', { name: 'No users match your filters.' })).toBeInTheDocument();
});

test('an empty search offers to clear the filters, which lists everyone again', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage({
    route: '/management/user-management?q=zed&role=admin',
    list: (url) => ({ data: userList(url.searchParams.get('query') ? [] : [ADA]) }),
  });
  expect(await screen.findByRole('heading', { name: 'No users match your filters.' })).toBeInTheDocument();
  expect(screen.getByText('Try another name, username or e-mail, or show every role.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByRole('rowheader', { name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  expect(lastList().get('query')).toBeNull();
  expect(lastList().get('role')).toBeNull();
});

test("a failed list is an 'Error' toast, and the table and counts are emptied, not left stale", async () => {
  const user = userEvent.setup({ delay: null });
  let failing = true;
  renderPage({
    list: (url) =>
      url.searchParams.get('page') === '2'
        ? failing
          ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } }
          : { data: userList([userFixture({ id: 'p2', firstName: 'Back', lastName: 'Again' })], { page: 2, totalPages: 2, total: 60 }) }
        : { data: userList([ADA, BOLA], { page: 1, totalPages: 2, total: 60, stats: { total: 120, active: 37 } }) },
  });
  await screen.findByRole('rowheader', { name: 'Ada Obi' });

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('Showing 0 of 0 users')).toBeInTheDocument();
  expect(within(card('Total Users')).getByText('0')).toBeInTheDocument();
  expect(within(card('Verified (Page)')).getByText('0')).toBeInTheDocument();
  expect(within(card('Active')).getByText('0')).toBeInTheDocument();

  // Try Again asks again.
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('rowheader', { name: 'Back Again' })).toBeInTheDocument();
});

test('Back walks the filters and pages back, and the search box follows', async () => {
  const user = userEvent.setup({ delay: null });
  function GoBack() {
    const navigate = useNavigate();
    return <button onClick={() => void navigate(-1)}>Go back</button>;
  }
  net = fakeNetwork({ 'GET /api/user': twoPages });
  signInAs({ id: 'me', role: 'admin' });
  renderWithProviders(
    <>
      <UserManagementPage />
      <GoBack />
    </>,
    { route: '/management/user-management' },
  );
  await screen.findByRole('rowheader', { name: 'Person1 Any' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Student');
  await screen.findByRole('rowheader', { name: 'Person1 student' });
  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
  expect(await screen.findByRole('rowheader', { name: 'Person1 ada student' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('rowheader', { name: 'Person2 ada student' });

  await user.click(screen.getByRole('button', { name: 'Go back' }));
  expect(await screen.findByRole('rowheader', { name: 'Person1 ada student' })).toBeInTheDocument();
  expect(location()).toBe('/management/user-management?q=ada&role=student');

  // The search replaced the role's entry (typing never fills the history), so one more Back clears both.
  await user.click(screen.getByRole('button', { name: 'Go back' }));
  expect(await screen.findByRole('rowheader', { name: 'Person1 Any' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
});

import { GROUP_MESSAGES } from '@lectern/shared-api/contract';
import { bodyOf, type FakeNetwork, fakeNetworkPerTest, type FakeRoutes } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupFixture, groupSummaryFixture, paged } from '../../testing/groupFixtures.ts';
import { GroupsPage } from './GroupsPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

function renderPage<Keys extends string>(routes: FakeRoutes<Keys>, route = '/dashboard/groups') {
  net = fakeNetwork(routes);
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<GroupsPage />, { route, path: '/dashboard/groups' }) };
}

const region = (name: string) => screen.getByRole('region', { name });
const groupCalls = (scope: string) => net?.calls.filter((call) => call.url.pathname === '/api/groups' && call.url.searchParams.get('scope') === scope) ?? [];

test('My groups: each card with its name, course code, members, who can join and last activity; Find a group lists open ones with Join', async () => {
  const found = groupSummaryFixture({ id: 'g2', name: 'Graph theory crew', myRole: null, memberCount: 1, course: null });
  let joined = false;
  const { user } = renderPage({
    'GET /api/groups': (url) =>
      url.searchParams.get('scope') === 'mine'
        ? { data: paged([groupSummaryFixture(), groupSummaryFixture({ id: 'g3', name: 'Private circle', joinPolicy: 'invite', myRole: 'owner', course: null })]) }
        : { data: paged([{ ...found, myRole: joined ? 'member' : null }]) },
    'POST /api/groups/g2/join': () => ((joined = true), { data: groupFixture({ ...found, myRole: 'member' }) }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Study groups' })).toBeInTheDocument();
  const mine = region('My groups');
  const card = await within(mine).findByRole('article', { name: 'CSC 204 revision' });
  expect(within(card).getByRole('link', { name: 'CSC 204 revision' })).toHaveAttribute('href', '/dashboard/groups/g1');
  expect(within(card).getByRole('link', { name: 'CSC 204' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(card).toHaveTextContent('3 members');
  expect(card).toHaveTextContent('Open');
  expect(card).toHaveTextContent('Active 2 hours ago');
  expect(within(card).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  const invite = within(mine).getByRole('article', { name: 'Private circle' });
  expect(invite).toHaveTextContent('Invite only');
  expect(invite).toHaveTextContent('Owner');

  const find = region('Find a group');
  const other = await within(find).findByRole('article', { name: 'Graph theory crew' });
  expect(other).toHaveTextContent('1 member');
  await user.click(within(other).getByRole('button', { name: 'Join Graph theory crew' }));
  expect(await screen.findByText(GROUP_MESSAGES.joined('Graph theory crew'))).toBeInTheDocument();
  expect(await within(find).findByText('Member')).toBeInTheDocument();
  expect(within(find).queryByRole('button', { name: 'Join Graph theory crew' })).not.toBeInTheDocument();
});

test('in no group yet: an empty state offering New group and Find a group; a search by course code asks the server and pages', async () => {
  const { user } = renderPage({
    'GET /api/groups': (url) =>
      url.searchParams.get('scope') === 'mine'
        ? { data: paged([]) }
        : url.searchParams.get('query') === 'csc204'
          ? { data: paged([groupSummaryFixture({ myRole: null })], Number(url.searchParams.get('page') ?? 1), 2) }
          : { data: paged([]) },
  });
  const empty = await within(region('My groups')).findByRole('heading', { name: 'You are not in any study group yet.' });
  expect(empty).toBeInTheDocument();
  expect(within(region('My groups')).getByRole('button', { name: 'New group' })).toBeInTheDocument();
  expect(await within(region('Find a group')).findByText('No open groups yet.')).toBeInTheDocument();

  await user.click(within(region('My groups')).getByRole('button', { name: 'Find a group' }));
  const box = within(region('Find a group')).getByRole('searchbox', { name: 'Group name or course code' });
  expect(box).toHaveFocus();
  await user.type(box, 'csc204{Enter}');
  expect(await within(region('Find a group')).findByRole('article', { name: 'CSC 204 revision' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups?q=csc204');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(groupCalls('find').some((call) => call.url.searchParams.get('page') === '2')).toBe(true));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups?q=csc204&page=2');
});

test('New group: checked in the contract’s words, the server’s field errors on their fields with what was typed kept; created, it opens the group', async () => {
  let attempts = 0;
  let sent: unknown;
  const { user } = renderPage({
    'GET /api/groups': { data: paged([]) },
    'POST /api/groups': (_url, init) => {
      attempts += 1;
      sent = bodyOf(init);
      return attempts === 1
        ? { status: 400, error: { code: 'VALIDATION', message: GROUP_MESSAGES.nameLength, errors: [{ field: 'name', message: GROUP_MESSAGES.nameLength }] } }
        : { status: 201, data: groupFixture({ id: 'g9', name: 'Trees and graphs', myRole: 'owner' }) };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'New group' }));
  const dialog = await screen.findByRole('dialog', { name: 'New group' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  const chat = within(dialog).getByRole('textbox', { name: 'Group chat link (optional)' });
  await user.type(name, 'ab');
  await user.type(chat, 'https://example.com/chat');
  await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
  expect(await within(dialog).findByText(GROUP_MESSAGES.nameLength)).toBeInTheDocument();
  expect(within(dialog).getByText(GROUP_MESSAGES.chatLinkInvalid)).toBeInTheDocument();
  expect(attempts).toBe(0);

  await user.clear(name);
  await user.type(name, 'Trees and graphs');
  await user.clear(chat);
  await user.type(chat, 'https://chat.whatsapp.com/AbCdEfGhIj12');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Who can join' }), 'Invite only: join by link');
  await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
  // The server refused: its message on the field, and nothing typed is lost.
  expect(await within(dialog).findByText(GROUP_MESSAGES.nameLength)).toBeInTheDocument();
  expect(name).toHaveValue('Trees and graphs');
  expect(chat).toHaveValue('https://chat.whatsapp.com/AbCdEfGhIj12');

  await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
  expect(await screen.findByText(GROUP_MESSAGES.created)).toBeInTheDocument();
  expect(sent).toEqual({ name: 'Trees and graphs', description: null, courseId: null, chatLink: 'https://chat.whatsapp.com/AbCdEfGhIj12', joinPolicy: 'invite' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups/g9'));
});

test('?new=1 (Start a group for this course) opens New group on arrival; closing it leaves the address clean', async () => {
  const { user } = renderPage({ 'GET /api/groups': { data: paged([]) } }, '/dashboard/groups?new=1');
  const dialog = await screen.findByRole('dialog', { name: 'New group' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups$/);
});

import { sessionStore } from '@lectern/shared-api';
import { GROUP_MESSAGES } from '@lectern/shared-api/contract';
import { type FakeNetwork, fakeNetworkPerTest, type FakeReply, type FakeRoutes, sessionUser, routeKeepingBody } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADA, BOLA, groupFixture, memberFixture, paged } from '../../testing/groupFixtures.ts';
import { GroupPage } from './GroupPage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const NOT_FOUND: FakeReply = { status: 404, error: { code: 'NOT_FOUND', message: GROUP_MESSAGES.notFound } };

function renderPage<Keys extends string>(routes: FakeRoutes<Keys>, route = '/dashboard/groups/g1') {
  net = fakeNetwork({
    // The discussion's and sessions' own reads, answered empty (their panels are tested by their owners).
    'GET /api/groups/g1/threads': { data: paged([]) },
    'GET /api/groups/g1/sessions': { data: [] },
    'GET /api/groups/g1/members': { data: [memberFixture(ADA, 'owner'), memberFixture(BOLA)] },
  }, routes);
  return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<GroupPage />, { route, path: '/dashboard/groups/:id' }) };
}

const called = (method: string, path: string) => net?.calls.some((call) => call.method === method && call.url.pathname === path) ?? false;

test('a member: the header with the group chat, the sections as tabs (arrow keys move), Members with roles, and Leave after a confirm', async () => {
  const { user } = renderPage({
    'GET /api/groups/g1': { data: groupFixture({ chatLink: 'https://chat.whatsapp.com/AbCdEfGhIj12', description: 'Past questions, together' }) },
    'POST /api/groups/g1/leave': { data: { id: 'g1' } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'CSC 204 revision' })).toBeInTheDocument();
  expect(screen.getByText('Past questions, together')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CSC 204' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(screen.getByText('3 members')).toBeInTheDocument();
  expect(screen.getByText('Open')).toBeInTheDocument();
  const chat = screen.getByRole('link', { name: 'Open the group chat' });
  expect(chat).toHaveAttribute('href', 'https://chat.whatsapp.com/AbCdEfGhIj12');
  expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();

  const tabs = screen.getByRole('tablist', { name: 'CSC 204 revision sections' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Discussion', 'Sessions', 'Members']);
  expect(within(tabs).getByRole('tab', { name: 'Discussion' })).toHaveAttribute('aria-selected', 'true');
  within(tabs).getByRole('tab', { name: 'Discussion' }).focus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(tabs).getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Members' })).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups/g1?tab=members');
  const panel = screen.getByRole('tabpanel', { name: 'Members' });
  const rows = await within(panel).findAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Ada ObiOwner/), expect.stringMatching(/^Bola AdeMember/)]);
  // Only the owner manages members.
  expect(within(panel).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Leave group' }));
  const confirm = await screen.findByRole('dialog', { name: 'Leave CSC 204 revision?' });
  expect(called('POST', '/api/groups/g1/leave')).toBe(false);
  await user.click(within(confirm).getByRole('button', { name: 'Leave group' }));
  expect(await screen.findByText(GROUP_MESSAGES.left('CSC 204 revision'))).toBeInTheDocument();
});

test('a non-member of an open group sees the header and Join, never the discussion, sessions or members', async () => {
  let joined = false;
  const { user } = renderPage({
    'GET /api/groups/g1': () => ({ data: groupFixture({ myRole: joined ? 'member' : null, memberCount: joined ? 4 : 3 }) }),
    'POST /api/groups/g1/join': () => ((joined = true), { data: groupFixture({ myRole: 'member', memberCount: 4 }) }),
  });
  const join = await screen.findByRole('button', { name: 'Join' });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Open the group chat' })).not.toBeInTheDocument();
  expect(called('GET', '/api/groups/g1/threads')).toBe(false);
  expect(called('GET', '/api/groups/g1/members')).toBe(false);
  await user.click(join);
  expect(await screen.findByText(GROUP_MESSAGES.joined('CSC 204 revision'))).toBeInTheDocument();
  expect(await screen.findByRole('tablist')).toBeInTheDocument();
  expect(screen.getByText('4 members')).toBeInTheDocument();
});

test('the invite link: a stranger sees the invite-only group with it, and Join with the invite sends the code', async () => {
  const join = routeKeepingBody({ status: 409, error: { code: 'CONFLICT', message: GROUP_MESSAGES.full } });
  const { user } = renderPage(
    {
      'GET /api/groups/g1': (url) => (url.searchParams.get('invite') === 'code123' ? { data: groupFixture({ joinPolicy: 'invite', myRole: null }) } : NOT_FOUND),
      'POST /api/groups/g1/join': join,
    },
    '/dashboard/groups/g1?invite=code123',
  );
  expect(await screen.findByText('Invite only')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join with the invite' }));
  expect(await screen.findByText(GROUP_MESSAGES.full)).toBeInTheDocument();
  expect(join.sent).toEqual({ invite: 'code123' });
});

test('a group that does not exist, or one the reader may not see, says only that', async () => {
  const { unmount } = renderPage({ 'GET /api/groups/g1': NOT_FOUND });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(GROUP_MESSAGES.notFound);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();
  net?.restore();
  // A mangled invite code, refused as too long, says the same.
  renderPage(
    { 'GET /api/groups/g1': { status: 400, error: { code: 'VALIDATION', message: 'invite: too long', errors: [{ field: 'invite', message: 'too long' }] } } },
    `/dashboard/groups/g1?invite=${'x'.repeat(80)}`,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(GROUP_MESSAGES.notFound);
});

test('staff who are not members read it: the sections, no Join, no Leave, and a note saying so', async () => {
  renderPage({ 'GET /api/groups/g1': { data: groupFixture({ myRole: null, readOnly: true }) } });
  expect(await screen.findByRole('tablist')).toBeInTheDocument();
  expect(screen.getByText('You are reading this group as staff: only its members post and answer.')).toBeInTheDocument();
  for (const name of ['Join', 'Leave group']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
});

describe('the owner', () => {
  beforeEach(() => sessionStore.setState({ status: 'signedIn', user: sessionUser({ id: 'u1', firstName: 'Ada', lastName: 'Obi' }) }));
  afterEach(() => sessionStore.setState({ status: 'signedOut', user: null }));

  test('Members: removes a member and hands ownership over, each after a confirm', async () => {
    const { user } = renderPage(
      {
        'GET /api/groups/g1': { data: groupFixture({ myRole: 'owner' }) },
        'DELETE /api/groups/g1/members/u2': { data: { id: 'u2' } },
        'POST /api/groups/g1/owner': { data: groupFixture({ myRole: 'member' }) },
      },
      '/dashboard/groups/g1?tab=members',
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Members' });
    expect(await within(panel).findByText('Ada Obi (you)')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remove Ada Obi' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Remove Bola Ade' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Bola Ade?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText(GROUP_MESSAGES.memberRemoved('Bola Ade'))).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Hand over to Bola Ade' }));
    const handOver = await screen.findByRole('dialog', { name: 'Make Bola Ade the owner?' });
    await user.click(within(handOver).getByRole('button', { name: 'Hand over ownership' }));
    expect(await screen.findByText(GROUP_MESSAGES.ownershipHanded('Bola Ade'))).toBeInTheDocument();
    const handed = net?.calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/groups/g1/owner');
    expect(handed).toBeDefined();
  });

  test('Settings: the invite link with Copy, Renew and Turn off; Edit group; Delete group after a confirm goes back to the groups', async () => {
    let code: string | null = 'code123';
    const edit = routeKeepingBody({ data: groupFixture({ myRole: 'owner' }) });
    const { user } = renderPage(
      {
        'GET /api/groups/g1': () => ({ data: groupFixture({ myRole: 'owner', joinPolicy: 'invite', inviteCode: code }) }),
        'POST /api/groups/g1/invite': () => ((code = 'code456'), { data: { code } }),
        'DELETE /api/groups/g1/invite': () => ((code = null), { data: null }),
        'PATCH /api/groups/g1': edit,
        'DELETE /api/groups/g1': { data: { id: 'g1' } },
      },
      '/dashboard/groups/g1?tab=settings',
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Settings' });
    const link = within(panel).getByRole('textbox', { name: 'Invite link' });
    expect(link).toHaveValue('http://localhost/dashboard/groups/g1?invite=code123');
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/dashboard/groups/g1?invite=code123');

    await user.click(within(panel).getByRole('button', { name: 'Renew link' }));
    expect(await screen.findByText(GROUP_MESSAGES.inviteRenewed)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Invite link' })).toHaveValue('http://localhost/dashboard/groups/g1?invite=code456'));
    await user.click(within(panel).getByRole('button', { name: 'Turn off link' }));
    expect(await screen.findByText(GROUP_MESSAGES.inviteRevoked)).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Make an invite link' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('CSC 204 revision');
    expect(within(dialog).getByRole('combobox', { name: 'Course (optional)' })).toHaveValue('CSC 204 - Data Structures');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // (Its toast waits behind the three above: the toast host shows three at a time.)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit group' })).not.toBeInTheDocument());
    expect(edit.sent).toEqual({ name: 'CSC 204 revision', description: 'Past questions, together', courseId: 'c1', chatLink: null, joinPolicy: 'invite' });

    await user.click(within(panel).getByRole('button', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete CSC 204 revision?' });
    expect(called('DELETE', '/api/groups/g1')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups$/));
  });
});

// The discussion tab as the group page holds it, with a fake network and live stream, for this feature's tests.
import type { GroupDetail } from '@lectern/shared-api/contract';
import { fakeNetwork, type FakeNetwork, type FakeRoutes } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import userEvent from '@testing-library/user-event';
import { GroupDiscussion } from '../components/discussion/GroupDiscussion.tsx';
import { groupDetailFixture, threadsPage } from './discussionFixtures.ts';
import { installFakeEventSource } from './fakeEventSource.ts';

export interface DiscussionFakes {
  /** Renders the discussion of `group` at `route` over `routes` (an empty thread list unless they say otherwise). */
  render: <Keys extends string>(routes: FakeRoutes<Keys>, options?: { group?: GroupDetail; route?: string }) => ReturnType<typeof renderWithProviders> & { user: ReturnType<typeof userEvent.setup> };
  /** The calls made through fetch in this test. */
  readonly net: FakeNetwork | undefined;
  /** The calls of this test with `method` to `path`. */
  calls: (method: string, path: string) => FakeNetwork['calls'];
}

/** The discussion's fakes for each test of a file: call at the top of the file; each test's fakes are restored after it. */
export function discussionFakesPerTest(): DiscussionFakes {
  let net: FakeNetwork | undefined;
  let restoreEventSource: () => void = () => undefined;
  beforeEach(() => (restoreEventSource = installFakeEventSource()));
  afterEach(() => {
    net?.restore();
    restoreEventSource();
  });
  return {
    render(routes, { group = groupDetailFixture(), route = '/dashboard/groups/g1' } = {}) {
      net = fakeNetwork({ 'GET /api/groups/g1/threads': { data: threadsPage([]) } }, routes);
      return { user: userEvent.setup({ delay: null }), ...renderWithProviders(<GroupDiscussion group={group} />, { route, path: '/dashboard/groups/:id' }) };
    },
    get net() {
      return net;
    },
    calls: (method, path) => net?.calls.filter((call) => call.method === method && call.url.pathname === path) ?? [],
  };
}

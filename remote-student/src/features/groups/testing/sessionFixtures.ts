// A group and its sessions as the API answers them, for the sessions panel's tests.
import type { GroupDetail } from '@lectern/shared-api/contract';
import { groupFixture as memberGroupFixture } from './groupFixtures.ts';

export { hoursFromNow, sessionFixture } from '../../../testing/sessionFixture.ts';

/** A group with no course or description, as the sessions panel's tests start from. */
export function groupFixture(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return memberGroupFixture({
    name: 'CSC 204 study circle',
    description: null,
    course: null,
    memberCount: 4,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

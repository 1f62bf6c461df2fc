// A group and its sessions as the API answers them, for the sessions panel's tests.
import type { GroupDetail, StudySession } from '@lectern/shared-api/contract';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function groupFixture(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    id: 'g1',
    name: 'CSC 204 study circle',
    description: null,
    course: null,
    joinPolicy: 'open',
    memberCount: 4,
    myRole: 'member',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    owner: { id: 'u1', firstName: 'Ada', lastName: 'Obi' },
    chatLink: null,
    inviteCode: null,
    readOnly: false,
    ...overrides,
  };
}

/** A session two days from now, two hours long, nobody answered yet. */
export function sessionFixture(overrides: Partial<StudySession> = {}): StudySession {
  return {
    id: 's1',
    groupId: 'g1',
    groupName: 'CSC 204 study circle',
    course: null,
    title: 'CSC 204 revision',
    startsAt: inHours(48),
    endsAt: inHours(50),
    location: 'Main Library, room 2',
    createdBy: { id: 'u1', firstName: 'Ada', lastName: 'Obi' },
    going: 2,
    notGoing: 1,
    myAnswer: null,
    canCancel: false,
    // The reader is in the site's zone unless a test says otherwise.
    siteTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...overrides,
  };
}

export const hoursFromNow = inHours;

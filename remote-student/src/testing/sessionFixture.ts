// A study session as the API answers it, for the tests of every feature that lists sessions.
import type { StudySession } from '@lectern/shared-api/contract';

const HOUR = 3_600_000;

/** The time `hours` from now, as the API writes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A session two days from now, two hours long, nobody answered yet. */
export function sessionFixture(overrides: Partial<StudySession> = {}): StudySession {
  return {
    id: 's1',
    groupId: 'g1',
    groupName: 'CSC 204 study circle',
    course: null,
    title: 'CSC 204 revision',
    startsAt: hoursFromNow(48),
    endsAt: hoursFromNow(50),
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

import type { StudySession } from '../contract/index.ts';
import { withAnswer } from './groupSessions.ts';

const session = (overrides: Partial<StudySession> = {}): StudySession => ({
  id: 's1',
  groupId: 'g1',
  groupName: 'CSC 204 study circle',
  course: null,
  title: 'CSC 204 revision',
  startsAt: '2099-12-03T16:00:00.000Z',
  endsAt: '2099-12-03T18:00:00.000Z',
  location: 'Main Library',
  createdBy: null,
  going: 2,
  notGoing: 1,
  myAnswer: null,
  canCancel: false,
  siteTimeZone: 'Africa/Lagos',
  ...overrides,
});

describe('withAnswer: the session as it looks once the asker answers', () => {
  it('a first answer adds one to its count', () => {
    expect(withAnswer(session(), 'going')).toMatchObject({ myAnswer: 'going', going: 3, notGoing: 1 });
    expect(withAnswer(session(), 'not-going')).toMatchObject({ myAnswer: 'not-going', going: 2, notGoing: 2 });
  });

  it('a changed answer moves one from the old count to the new', () => {
    expect(withAnswer(session({ myAnswer: 'not-going' }), 'going')).toMatchObject({ myAnswer: 'going', going: 3, notGoing: 0 });
  });

  it('the same answer again changes nothing', () => {
    expect(withAnswer(session({ myAnswer: 'going' }), 'going')).toMatchObject({ going: 2, notGoing: 1 });
  });
});

// Groups and members as the API answers them, for this folder's tests.
import type { GroupDetail, GroupMember, GroupSummary, Paged } from '@lectern/shared-api/contract';

export const ADA = { id: 'u1', firstName: 'Ada', lastName: 'Obi' };
export const BOLA = { id: 'u2', firstName: 'Bola', lastName: 'Ade' };
export const CSC204 = { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' };

export function groupSummaryFixture(overrides: Partial<GroupSummary> = {}): GroupSummary {
  return {
    id: 'g1',
    name: 'CSC 204 revision',
    description: 'Past questions, together',
    course: CSC204,
    joinPolicy: 'open',
    memberCount: 3,
    myRole: 'member',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastActivityAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function groupFixture(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    ...groupSummaryFixture(),
    owner: ADA,
    chatLink: null,
    inviteCode: null,
    readOnly: false,
    ...overrides,
  };
}

export const memberFixture = (person: GroupMember['person'], role: GroupMember['role'] = 'member'): GroupMember => ({
  person,
  role,
  joinedAt: '2026-11-02T10:00:00.000Z',
});

export const paged = <T>(data: T[], page = 1, totalPages = 1): Paged<T> => ({
  data,
  pagination: { page, limit: 12, total: data.length + (totalPages - page) * 12, totalPages },
});

// Things as the discussion's API answers them, for this folder's tests.
import type { GroupDetail, GroupReply, GroupThread, GroupThreadPage, Paged } from '@lectern/shared-api/contract';
import { ADA, BOLA, groupFixture } from './groupFixtures.ts';

export { ADA, BOLA };

/** The group a discussion happens in: Bola owns it, the reader is a member. */
export function groupDetailFixture(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return groupFixture({ owner: BOLA, lastActivityAt: '2026-11-20T10:00:00.000Z', ...overrides });
}

export function threadFixture(overrides: Partial<GroupThread> = {}): GroupThread {
  return {
    id: 't1',
    groupId: 'g1',
    kind: 'question',
    title: 'Does anyone have the 2019 paper?',
    body: 'With solutions, ideally.',
    author: ADA,
    shared: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    removed: false,
    mine: true,
    canDelete: true,
    replyCount: 0,
    answered: false,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function replyFixture(overrides: Partial<GroupReply> = {}): GroupReply {
  return {
    id: 'r1',
    groupId: 'g1',
    threadId: 't1',
    body: 'I have it, sharing it here.',
    author: BOLA,
    shared: null,
    createdAt: '2026-11-20T11:00:00.000Z',
    editedAt: null,
    removed: false,
    mine: false,
    canDelete: false,
    helpful: false,
    ...overrides,
  };
}

export const threadsPage = (threads: GroupThread[], page = 1, totalPages = 1): Paged<GroupThread> => ({
  data: threads,
  pagination: { page, limit: 20, total: threads.length, totalPages },
});

export const threadPage = (thread: GroupThread, replies: GroupReply[] = []): GroupThreadPage => ({
  thread: { ...thread, replyCount: replies.length },
  replies,
  pagination: { page: 1, limit: 50, total: replies.length, totalPages: 1 },
});

import { sql } from 'kysely';
import type { NotificationList, UnreadCount } from '@lectern/shared-api/contract';
import { notify } from '../../../src/domain/notifications/notify.ts';
import { createPerson, type Person } from '../../helpers/materials.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let ada: Person;
let bola: Person;

beforeAll(async () => {
  ada = await createPerson(t.app(), t.db(), { firstName: 'Ada' });
  bola = await createPerson(t.app(), t.db(), { firstName: 'Bola' });
});

async function listOf(person: Person, query: Record<string, string> = {}): Promise<NotificationList> {
  const res = await t.app().inject({ method: 'GET', url: '/api/notifications', query, headers: person.session.bearer });
  return dataOf<NotificationList>(res);
}
const post = (person: Person | null, url: string, headers: Record<string, string> = person?.session.bearer ?? {}) =>
  t.app().inject({ method: 'POST', url, headers });

async function notifyAt(userId: string, title: string, minute: number): Promise<string> {
  const id = await notify(t.db(), { userId, type: 'material-approved', title, body: `${title} body`, link: '/material/x' });
  // created_at is the database's (now()); moved here so the order is known.
  await sql`update notifications set created_at = ${new Date(Date.UTC(2026, 0, 1, 12, minute))} where id = ${id}`.execute(t.db());
  return id;
}

describe('notifications', () => {
  test('notify() stores one for the person; the list is theirs, newest first, with the unread count', async () => {
    await notifyAt(ada.id, 'First', 1);
    await notifyAt(ada.id, 'Second', 2);
    await notifyAt(ada.id, 'Third', 3);
    await notifyAt(bola.id, 'For Bola', 4);
    const list = await listOf(ada);
    expect(list.data.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(list.data[0]).toEqual({
      id: expect.any(String),
      type: 'material-approved',
      title: 'Third',
      body: 'Third body',
      link: '/material/x',
      read: false,
      createdAt: '2026-01-01T12:03:00.000Z',
    });
    expect(list.unread).toBe(3);
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const paged = await listOf(ada, { limit: '2', page: '2' });
    expect(paged.data.map((n) => n.title)).toEqual(['First']);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  test('marking one read: only one’s own; someone else’s or an unknown id is a 404', async () => {
    const mine = await notifyAt(ada.id, 'Read me', 10);
    const bolas = await notifyAt(bola.id, 'Not yours', 11);
    const before = (await listOf(ada)).unread;

    const res = await post(ada, `/api/notifications/${mine}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { unread: before - 1 } });
    expect((await listOf(ada)).data.find((n) => n.id === mine)?.read).toBe(true);
    // Again: still fine, still read.
    expect(dataOf<UnreadCount>(await post(ada, `/api/notifications/${mine}/read`)).unread).toBe(before - 1);

    for (const id of [bolas, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const other = await post(ada, `/api/notifications/${id}/read`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await listOf(bola)).data.find((n) => n.id === bolas)?.read).toBe(false);
  });

  test('read-all marks every one of one’s own read, nobody else’s', async () => {
    await notifyAt(ada.id, 'Another', 20);
    const bolaUnread = (await listOf(bola)).unread;
    const res = await post(ada, '/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { unread: 0 } });
    expect((await listOf(ada)).data.every((n) => n.read)).toBe(true);
    expect((await listOf(bola)).unread).toBe(bolaUnread);
  });

  test('a session is needed; a cookie call from another site is refused', async () => {
    expect((await t.app().inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await post(null, '/api/notifications/read-all')).statusCode).toBe(401);
    const crossSite = await post(ada, '/api/notifications/read-all', { cookie: ada.session.cookie.cookie!, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.app().inject({ method: 'GET', url: '/api/notifications?limit=0', headers: ada.session.bearer })).statusCode).toBe(400);
  });
});

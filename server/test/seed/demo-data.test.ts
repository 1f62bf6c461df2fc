import path from 'node:path';
import {
  formatSessionTime,
  type Blog,
  type FolderPage,
  type FolderSummary,
  type GroupDetail,
  type GroupSummary,
  type GroupThread,
  type GroupThreadPage,
  type MaterialListPage,
  type Paged,
  type StudySession,
} from '@lectern/shared-api/contract';
import { loadConfig } from '../../src/platform/config.ts';
import { DEMO_BLOGS } from '../../src/setup/seed/demo-blogs.ts';
import { seedDemoData } from '../../src/setup/seed/demo-data.ts';
import { DEMO_GROUP, DEMO_SESSION_TITLE, keepDemoSessionAhead } from '../../src/setup/seed/demo-groups.ts';
import { queuePendingDocuments } from '../../src/domain/documents/index.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_MATERIALS } from '../../src/setup/seed/demo-materials.ts';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk.ts';
import { login } from '../helpers/accounts.ts';
import { createPerson, jobsDone } from '../helpers/materials.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
// Half an hour off most machines' clocks: a session placed by the server's own zone would show it.
const SITE_ZONE = 'Asia/Kolkata';

describe('DEMO_DATA', () => {
  test('defaults to true on the embedded database and false with DATABASE_URL; a bad value stops the start', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/lectern' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/lectern', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes please' })).toThrow('DEMO_DATA must be true or false');
  });

  // Every demo PDF read by the PDF reader's child process and drawn as a preview: about 13 s
  // alone, and over 30 s in CI beside the slow tier's other child processes on two cores.
  test('seeds approved materials with real PDFs once; their jobs make previews and searchable text; the site then shows them', async () => {
    const storage = createLocalDiskStorage(path.join(t.dataDir(), 'files'));
    expect(await seedDemoData(t.db(), storage, SITE_ZONE)).toBe(DEMO_MATERIALS.length);
    // Idempotent: materials exist, nothing more is added.
    expect(await seedDemoData(t.db(), storage, SITE_ZONE)).toBe(0);
    // As the server does at start (the app's storage is the same DATA_DIR/files).
    expect(await queuePendingDocuments(t.db(), t.app().jobs, { officeOn: false })).toBe(DEMO_MATERIALS.length);
    await jobsDone(t.app());

    const rows = await t.db().selectFrom('materials').select(['file_key', 'preview_key', 'pages', 'page_aspect', 'review_status', 'type']).execute();
    expect(rows).toHaveLength(DEMO_MATERIALS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ review_status: 'approved', type: 'pdf', pages: expect.any(Number) });
      // US Letter pages (demo-pdf.ts): the material page reserves their real shape.
      expect(row.page_aspect).toBeCloseTo(792 / 612, 5);
      const file = await storage.get(row.file_key!);
      const head = await new Promise<Buffer>((resolve) => file!.stream.once('data', (chunk: Buffer) => resolve(chunk)));
      file!.stream.destroy();
      expect(head.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await storage.size(row.preview_key!)).toBeGreaterThan(1000);
    }

    // Demo students exist but cannot sign in.
    const demo = await t.db().selectFrom('users').select(['email', 'password_hash']).where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`).execute();
    expect(demo.length).toBeGreaterThan(1);
    expect(demo.every((u) => u.password_hash === null)).toBe(true);
    expect((await login(t.app(), demo[0]!.email, 'Anything-1')).statusCode).toBe(401);

    // A new student finds them: search by code, recommendations, and the preview image.
    const student = await createPerson(t.app(), t.db());
    const res = await t.app().inject({ method: 'GET', url: '/api/materials?query=csc%20204', headers: student.session.bearer });
    const found = dataOf<MaterialListPage>(res).data;
    expect(found.map((m) => m.label)).toContain('Data Structures: Complete Lecture Notes');
    const preview = await t.app().inject({ method: 'GET', url: found[0]!.previewUrl!, headers: student.session.bearer });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\//);
    // Words inside the PDFs are found, with the passage they are in.
    const headings = DEMO_MATERIALS.map((m) => `${m.label} ${m.description} ${m.tags.join(' ')}`.toLowerCase()).join(' ');
    const bodyWord = DEMO_MATERIALS[0]!.paragraphs.join(' ').split(/\W+/).find((word) => word.length > 7 && !headings.includes(word.toLowerCase().slice(0, 5)))!;
    const inside = await t.app().inject({ method: 'GET', url: `/api/materials?query=${encodeURIComponent(bodyWord)}`, headers: student.session.bearer });
    const withSnippet = dataOf<MaterialListPage>(inside).data.find((m) => m.snippet !== null);
    expect(withSnippet?.snippet?.text.toLowerCase()).toContain(bodyWord.toLowerCase().slice(0, 5));
    const recommended = await t.app().inject({ method: 'GET', url: '/api/materials/recommendations', headers: student.session.bearer });
    expect(dataOf<MaterialListPage>(recommended).data.length).toBeGreaterThan(0);

    // The demo's public folder: found by its words, holding its course's demo materials.
    const folders = await t.app().inject({ method: 'GET', url: '/api/folders?query=exam%20pack', headers: student.session.bearer });
    const pack = dataOf<Paged<FolderSummary>>(folders).data[0]!;
    const packed = DEMO_MATERIALS.filter((m) => m.code === 'CSC204').map((m) => m.label);
    expect(pack).toMatchObject({ name: 'CSC 204 exam pack', visibility: 'public', materialCount: packed.length, isOwner: false });
    const opened = await t.app().inject({ method: 'GET', url: `/api/folders/${pack.id}`, headers: student.session.bearer });
    expect(dataOf<FolderPage>(opened).materials.map((m) => m.label).sort()).toEqual(packed.sort());

    // The demo's study group: found by its course code, open, with its three members; joined, its
    // answered question shares the past-questions pack, and its revision session is ahead.
    const groups = await t.app().inject({ method: 'GET', url: '/api/groups?query=csc204', headers: student.session.bearer });
    const group = dataOf<Paged<GroupSummary>>(groups).data.find((g) => g.name === DEMO_GROUP.name)!;
    expect(group).toMatchObject({ joinPolicy: 'open', memberCount: 1 + DEMO_GROUP.members.length, myRole: null });
    dataOf<GroupDetail>(await t.app().inject({ method: 'POST', url: `/api/groups/${group.id}/join`, headers: student.session.bearer }));
    const threads = await t.app().inject({ method: 'GET', url: `/api/groups/${group.id}/threads`, headers: student.session.bearer });
    const question = dataOf<Paged<GroupThread>>(threads).data.find((thread) => thread.kind === 'question')!;
    expect(question).toMatchObject({ answered: true, replyCount: 1 });
    const page = await t.app().inject({ method: 'GET', url: `/api/groups/${group.id}/threads/${question.id}`, headers: student.session.bearer });
    expect(dataOf<GroupThreadPage>(page).replies[0]!.shared?.material?.label).toBe('CSC 204 Past Questions 2021-2024');
    const sessions = await t.app().inject({ method: 'GET', url: '/api/groups/sessions/upcoming', headers: student.session.bearer });
    expect(dataOf<StudySession[]>(sessions).map((session) => session.title)).toEqual(['CSC 204 revision']);
  }, 120_000);

  test('the demo session is always ahead: once it has ended, the next start moves it to the coming Thursday, answers kept', async () => {
    const storage = createLocalDiskStorage(path.join(t.dataDir(), 'files'));
    await seedDemoData(t.db(), storage, SITE_ZONE);
    const demo = () => t.db().selectFrom('study_sessions').select(['id', 'starts_at', 'ends_at']).where('title', '=', DEMO_SESSION_TITLE).executeTakeFirstOrThrow();
    const seeded = await demo();
    // Not ended: left as it is.
    expect(await keepDemoSessionAhead(t.db(), new Date(seeded.starts_at), SITE_ZONE)).toBe(false);
    // Three weeks later, as a site started again much later would be.
    const later = new Date(new Date(seeded.ends_at).getTime() + 21 * 86_400_000);
    expect(await keepDemoSessionAhead(t.db(), later, SITE_ZONE)).toBe(true);
    const moved = await demo();
    expect(moved.id).toBe(seeded.id);
    expect(new Date(moved.starts_at).getTime()).toBeGreaterThan(later.getTime());
    expect(new Date(moved.starts_at).getTime() - later.getTime()).toBeLessThanOrEqual(8 * 86_400_000);
    // Thursday 16:00 on the site's clock, as its notices would say it.
    expect(formatSessionTime(new Date(moved.starts_at).toISOString(), SITE_ZONE)).toBe('Thursday 16:00');
    expect(formatSessionTime(new Date(seeded.starts_at).toISOString(), SITE_ZONE)).toBe('Thursday 16:00');
    expect(new Date(moved.ends_at).getTime() - new Date(moved.starts_at).getTime()).toBe(2 * 3_600_000);
    const answers = await t.db().selectFrom('study_session_answers').select('answer').where('session_id', '=', seeded.id).execute();
    expect(answers.length).toBeGreaterThan(0);
    // A session someone else scheduled in the demo group with the same title is never moved.
    const group = await t.db().selectFrom('study_groups').select('id').where('name', '=', DEMO_GROUP.name).executeTakeFirstOrThrow();
    const someone = await createPerson(t.app(), t.db());
    const past = new Date(later.getTime() - 7 * 86_400_000);
    await t.db().insertInto('study_sessions').values({ group_id: group.id, created_by: someone.id, title: DEMO_SESSION_TITLE, starts_at: past, ends_at: new Date(past.getTime() + 3_600_000), location: 'Room 1' }).execute();
    await keepDemoSessionAhead(t.db(), later, SITE_ZONE);
    const theirs = await t.db().selectFrom('study_sessions').select('starts_at').where('created_by', '=', someone.id).executeTakeFirstOrThrow();
    expect(new Date(theirs.starts_at)).toEqual(past);
  });

  test('seeds a living blog once: approved posts newest first, with tags and heading images, and one waiting for review', async () => {
    const storage = createLocalDiskStorage(path.join(t.dataDir(), 'files'));
    // Seeded here or by the test before: either way, once.
    await seedDemoData(t.db(), storage, SITE_ZONE);
    expect(await seedDemoData(t.db(), storage, SITE_ZONE)).toBe(0);
    const rows = await t.db().selectFrom('blogs').select(['title', 'review_status', 'heading_image_key']).execute();
    expect(rows).toHaveLength(DEMO_BLOGS.length);
    expect(rows.filter((row) => row.review_status === 'pending')).toHaveLength(1);

    const student = await createPerson(t.app(), t.db());
    const res = await t.app().inject({ method: 'GET', url: '/api/blogs', headers: student.session.bearer });
    const listed = dataOf<Paged<Blog>>(res).data;
    const approved = DEMO_BLOGS.filter((blog) => blog.reviewStatus === 'approved').sort((a, b) => a.daysAgo - b.daysAgo);
    expect(approved.length).toBeGreaterThanOrEqual(3);
    expect(listed.map((blog) => blog.title)).toEqual(approved.map((blog) => blog.title));
    for (const blog of listed) {
      expect(blog.tags.length).toBeGreaterThan(0);
      expect(blog.creator.lastName).not.toBe('');
    }

    // Some posts have a heading image, served like an uploaded one; the others show the card's icon.
    const withImage = listed.filter((blog) => blog.headingImageAddress);
    expect(withImage.length).toBeGreaterThan(0);
    expect(withImage.length).toBeLessThan(listed.length);
    const image = await t.app().inject({ method: 'GET', url: withImage[0]!.headingImageAddress!, headers: student.session.bearer });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // The pending post waits in the Blogs Review queue, not on the blog.
    const pending = DEMO_BLOGS.find((blog) => blog.reviewStatus === 'pending')!;
    expect(listed.map((blog) => blog.title)).not.toContain(pending.title);
    const moderator = await createPerson(t.app(), t.db(), { role: 'moderator' });
    const queue = await t.app().inject({ method: 'GET', url: '/api/review/blogs?status=pending', headers: moderator.session.bearer });
    expect(dataOf<Paged<Blog>>(queue).data.map((blog) => blog.title)).toEqual([pending.title]);
  });
});

// Folders (docs/api-contract.md): every route as the owner, another student, a member
// of the course's departments, a moderator, an admin and a visitor signed out; private, unlisted
// and public folders; and a shared folder never showing a material its reader may not open.
// One world for the whole file (beforeAll): each test makes the few rows of its own it changes.
import {
  COURSE_MESSAGES,
  FOLDER_DEPTH_MAX,
  FOLDER_MATERIALS_MAX,
  FOLDER_MESSAGES as M,
  FOLDER_NAME_MAX,
  FOLDER_DESCRIPTION_MAX,
  FOLDERS_PER_OWNER_MAX,
  type FolderPage,
  type FolderSummary,
  type OwnFolder,
  type Paged,
} from '@lectern/shared-api/contract';
import { UNKNOWN_ID } from '../../helpers/courses.ts';
import { insertMaterial, uniqueWord, type MaterialRowInput } from '../../helpers/material-rows.ts';
import { createCast, createPerson, type Cast, type Person } from '../../helpers/materials.ts';
import { caller } from '../../helpers/person-calls.ts';
import { codeOf, dataOf, errorsOf, fieldErrors, messageOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const call = caller(t.app);

async function create(person: Person, input: Record<string, unknown>): Promise<FolderSummary> {
  return dataOf<FolderSummary>(await call(person, 'POST', '/api/folders', input), 201);
}

const put = (person: Person | null, folderId: string, materialId: string) => call(person, 'PUT', `/api/folders/${folderId}/materials/${materialId}`);
const page = async (person: Person, folderId: string) => dataOf<FolderPage>(await call(person, 'GET', `/api/folders/${folderId}`));
const labels = (folder: FolderPage) => folder.materials.map((material) => material.label).sort();

let cast: Cast;
let owner: Person;
let word: string;
/** The owner's materials, by what makes each one visible or not; labels are their keys. */
let materials: Record<string, string>;
/** The owner's "exam pack": public, of the course, holding every material above. */
let pack: FolderSummary;
let privateSub: FolderSummary;
let unlistedSub: FolderSummary;
let privateFolder: FolderSummary;
let unlistedFolder: FolderSummary;

beforeAll(async () => {
  const db = t.db();
  cast = await createCast(t.app(), db);
  owner = cast.uploader;
  word = uniqueWord();
  const mine = (label: string, values: Omit<MaterialRowInput, 'uploader_id'>) =>
    insertMaterial(db, { uploader_id: owner.id, label, ...values });
  materials = {
    public: await mine('public', {}),
    unlisted: await mine('unlisted', { visibility: 'unlisted' }),
    private: await mine('private', { visibility: 'private' }),
    pending: await mine('pending', { review_status: 'pending' }),
    rejected: await mine('rejected', { review_status: 'rejected' }),
    hidden: await mine('hidden', { hidden_at: new Date() }),
    restricted: await mine('restricted', { restriction: 'restricted', course_id: cast.course.courseId }),
    viewOnly: await mine('viewOnly', { restriction: 'view only', type: 'pdf', url: null, file_key: 'folders-test/view-only.pdf', file_name: 'v.pdf', mime_type: 'application/pdf' }),
  };
  pack = await create(owner, { name: `CSC 204 exam pack ${word}`, description: 'Past questions, sorted', courseId: cast.course.courseId, visibility: 'public' });
  for (const id of Object.values(materials)) dataOf(await put(owner, pack.id, id));
  privateSub = await create(owner, { name: `Drafts ${word}`, parentId: pack.id, visibility: 'private' });
  unlistedSub = await create(owner, { name: `Answers ${word}`, parentId: pack.id, visibility: 'unlisted' });
  dataOf(await put(owner, unlistedSub.id, materials.public!));
  privateFolder = await create(owner, { name: `Secret ${word}` });
  dataOf(await put(owner, privateFolder.id, materials.public!));
  unlistedFolder = await create(owner, { name: `Shared by link ${word}`, visibility: 'unlisted' });
  dataOf(await put(owner, unlistedFolder.id, materials.public!));
}, 60_000);

describe('creating', () => {
  test('a new folder is private, at the top level, its owner’s, and never cached', async () => {
    const res = await call(owner, 'POST', '/api/folders', { name: '  Year one  ' });
    const folder = dataOf<FolderSummary>(res, 201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(folder).toMatchObject({ name: 'Year one', description: null, visibility: 'private', course: null, parentId: null, depth: 1, materialCount: 0, folderCount: 0, views: 0, isOwner: true });
    expect(folder.owner).toMatchObject({ id: owner.id });
    expect(pack).toMatchObject({ visibility: 'public', course: { id: cast.course.courseId }, description: 'Past questions, sorted' });
  });

  test('bad input is a 400 naming each field with the form’s words', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const res = await call(owner, 'POST', '/api/folders', input);
      expect({ input, status: res.statusCode }).toEqual({ input, status: 400 });
      expect(codeOf(res)).toBe('VALIDATION');
      return fieldErrors(res);
    };
    expect(await bad({ name: '' })).toEqual({ name: M.nameRequired });
    expect(await bad({ name: '   ' })).toEqual({ name: M.nameRequired });
    expect(await bad({})).toEqual({ name: M.nameRequired });
    expect(await bad({ name: 'x'.repeat(FOLDER_NAME_MAX + 1) })).toEqual({ name: M.nameTooLong });
    expect(await bad({ name: 'ok', description: 'd'.repeat(FOLDER_DESCRIPTION_MAX + 1) })).toEqual({ description: M.descriptionTooLong });
    expect(await bad({ name: 'ok', courseId: 'not-a-uuid' })).toEqual({ courseId: COURSE_MESSAGES.courseNotFound });
    expect(await bad({ name: 'ok', courseId: UNKNOWN_ID })).toEqual({ courseId: COURSE_MESSAGES.courseNotFound });
    expect(await bad({ name: 'ok', parentId: 'nope' })).toEqual({ parentId: M.notFound });
    expect(Object.keys(await bad({ name: 'ok', visibility: 'secret' }))).toEqual(['visibility']);
    expect(Object.keys(await bad({ name: { text: 'x' } }))).toEqual(['name']);
    // Someone else's folder is no parent of mine, even one I may see.
    const theirs = await create(cast.stranger, { name: 'Theirs, by link', visibility: 'unlisted' });
    expect(await bad({ name: 'ok', parentId: theirs.id })).toEqual({ parentId: M.notFound });
    const stranger = await call(cast.stranger, 'POST', '/api/folders', { name: 'mine', parentId: pack.id });
    expect(errorsOf(stranger)).toEqual([{ field: 'parentId', message: M.notFound }]);
    // Nothing was made by any of these.
    const { count } = await t.db().selectFrom('folders').select((eb) => eb.fn.countAll<number>().as('count')).where('name', '=', 'ok').executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  test('a subfolder takes its parent’s visibility unless one is given', async () => {
    const shared = await create(owner, { name: 'Shared parent', visibility: 'public' });
    const byLink = await create(owner, { name: 'By-link parent', visibility: 'unlisted' });
    expect(await create(owner, { name: 'Inside, shared', parentId: shared.id })).toMatchObject({ visibility: 'public', parentId: shared.id });
    expect(await create(owner, { name: 'Inside, by link', parentId: byLink.id })).toMatchObject({ visibility: 'unlisted' });
    expect(await create(owner, { name: 'Inside, private', parentId: shared.id, visibility: 'private' })).toMatchObject({ visibility: 'private' });
  });

  test(`folders nest at most ${FOLDER_DEPTH_MAX} deep`, async () => {
    let parent = await create(owner, { name: 'Depth 1' });
    for (let depth = 2; depth <= FOLDER_DEPTH_MAX; depth += 1) {
      parent = await create(owner, { name: `Depth ${depth}`, parentId: parent.id });
      expect(parent.depth).toBe(depth);
    }
    const tooDeep = await call(owner, 'POST', '/api/folders', { name: 'One too many', parentId: parent.id });
    expect(tooDeep.statusCode).toBe(400);
    expect(errorsOf(tooDeep)).toEqual([{ field: 'parentId', message: M.tooDeep }]);
  });

  test(`at most ${FOLDERS_PER_OWNER_MAX} folders a person`, async () => {
    const busy = await createPerson(t.app(), t.db(), { firstName: 'Bisi' });
    await t.db().insertInto('folders').values(Array.from({ length: FOLDERS_PER_OWNER_MAX - 1 }, (_, i) => ({ owner_id: busy.id, name: `F${i}` }))).execute();
    await create(busy, { name: 'The last one' });
    const res = await call(busy, 'POST', '/api/folders', { name: 'One more' });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(M.tooManyFolders);
  });

  test('signed out: 401', async () => {
    expect((await call(null, 'POST', '/api/folders', { name: 'x' })).statusCode).toBe(401);
  });
});

describe('a folder’s page, by visibility and role', () => {
  test('a private folder is its owner’s alone: everyone else, staff too, gets the 404 of a folder that does not exist', async () => {
    expect((await page(owner, privateFolder.id)).folder).toMatchObject({ id: privateFolder.id, isOwner: true });
    for (const person of [cast.stranger, cast.member, cast.moderator, cast.admin]) {
      const res = await call(person, 'GET', `/api/folders/${privateFolder.id}`);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(M.notFound);
      expect(res.body).not.toContain(word);
      expect(res.body).toBe((await call(person, 'GET', `/api/folders/${UNKNOWN_ID}`)).body);
    }
    expect((await call(cast.stranger, 'GET', '/api/folders/not-a-uuid')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/folders/${privateFolder.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/folders/${pack.id}`)).statusCode).toBe(401);
  });

  test('unlisted and public folders open for every signed-in person', async () => {
    for (const person of [owner, cast.stranger, cast.member, cast.moderator, cast.admin]) {
      for (const folder of [unlistedFolder, pack]) {
        const seen = await page(person, folder.id);
        expect(seen.folder).toMatchObject({ id: folder.id, isOwner: person === owner });
      }
    }
  });

  test('a shared folder shows each reader only the materials they may open', async () => {
    const everyOne = Object.keys(materials).sort();
    const seenBy = async (person: Person) => {
      const seen = await page(person, pack.id);
      expect(seen.folder.materialCount).toBe(seen.materials.length);
      return labels(seen);
    };
    // The owner uploaded them all; staff may open any material (as on the material page).
    expect(await seenBy(owner)).toEqual(everyOne);
    expect(await seenBy(cast.moderator)).toEqual(everyOne);
    expect(await seenBy(cast.admin)).toEqual(everyOne);
    // Another student: approved, unhidden, public or unlisted; Restricted only as a member of the course's departments.
    expect(await seenBy(cast.stranger)).toEqual(['public', 'unlisted', 'viewOnly']);
    expect(await seenBy(cast.member)).toEqual(['public', 'restricted', 'unlisted', 'viewOnly']);
    const strangerPage = await call(cast.stranger, 'GET', `/api/folders/${pack.id}`);
    for (const hidden of ['private', 'pending', 'rejected', 'hidden', 'restricted'] as const) expect(strangerPage.body).not.toContain(materials[hidden]!);
  });

  test('materials come as the material lists answer them, for the asker: saved marks and download rights', async () => {
    await call(cast.stranger, 'POST', `/api/materials/${materials.public}/save`);
    const forStranger = (await page(cast.stranger, pack.id)).materials;
    const forMember = (await page(cast.member, pack.id)).materials;
    expect(forStranger.find((m) => m.id === materials.public)).toMatchObject({ isSaved: true });
    expect(forMember.find((m) => m.id === materials.public)).toMatchObject({ isSaved: false });
    expect(forStranger.find((m) => m.id === materials.viewOnly)).toMatchObject({ canDownload: false, restriction: 'view only' });
    expect((await page(owner, pack.id)).materials.find((m) => m.id === materials.viewOnly)).toMatchObject({ canDownload: true });
    // The same shape as GET /materials/:id gives.
    const one = dataOf<Record<string, unknown>>(await call(cast.stranger, 'GET', `/api/materials/${materials.public}`));
    expect(Object.keys(forStranger.find((m) => m.id === materials.public)!).sort()).toEqual(Object.keys(one).sort());
  });

  test('the newest added first', async () => {
    const folder = await create(owner, { name: 'Order' });
    for (const key of ['public', 'unlisted', 'private'] as const) {
      dataOf(await put(owner, folder.id, materials[key]!));
      t.clock.advance(1000);
    }
    expect((await page(owner, folder.id)).materials.map((m) => m.label)).toEqual(['private', 'unlisted', 'public']);
  });

  test('subfolders and the path: others see only unlisted and public ones', async () => {
    const ownView = await page(owner, pack.id);
    expect(ownView.folders.map((f) => f.id).sort()).toEqual([privateSub.id, unlistedSub.id].sort());
    expect(ownView.folder.folderCount).toBe(2);
    expect(ownView.path).toEqual([]);
    for (const person of [cast.stranger, cast.moderator]) {
      const seen = await page(person, pack.id);
      expect(seen.folders.map((f) => f.id)).toEqual([unlistedSub.id]);
      expect(seen.folder.folderCount).toBe(1);
      expect(seen.folders[0]).toMatchObject({ materialCount: 1, isOwner: false, depth: 2, parentId: pack.id });
      expect(JSON.stringify(seen)).not.toContain(privateSub.id);
      expect((await call(person, 'GET', `/api/folders/${privateSub.id}`)).statusCode).toBe(404);
    }
    expect((await page(cast.stranger, unlistedSub.id)).path).toEqual([{ id: pack.id, name: pack.name }]);
    // A shared folder inside a private one: the private one is left out of the path.
    const shared = await create(owner, { name: 'Shared inside', parentId: privateSub.id, visibility: 'unlisted' });
    expect((await page(owner, shared.id)).path.map((p) => p.id)).toEqual([pack.id, privateSub.id]);
    expect((await page(cast.stranger, shared.id)).path.map((p) => p.id)).toEqual([pack.id]);
  });

  test('views count others’ visits, once per person per day; never the owner’s', async () => {
    const folder = await create(owner, { name: 'Counted', visibility: 'unlisted' });
    const views = async () => (await page(owner, folder.id)).folder.views;
    await page(owner, folder.id);
    expect(await views()).toBe(0);
    expect((await page(cast.stranger, folder.id)).folder.views).toBe(1);
    await page(cast.stranger, folder.id);
    await page(cast.moderator, folder.id);
    expect(await views()).toBe(2);
    t.clock.advance(DAY_MS);
    await page(cast.stranger, folder.id);
    expect(await views()).toBe(3);
  });
});

describe('the owner’s calls', () => {
  test('another student, staff and a visitor may not change a folder: 403 where they may see it, 404 where not, 401 signed out', async () => {
    const victim = await create(owner, { name: `Victim ${word}`, visibility: 'public' });
    const hiddenVictim = await create(owner, { name: `Hidden victim ${word}` });
    for (const [folder, expected] of [
      [victim, 403],
      [hiddenVictim, 404],
    ] as const) {
      for (const person of [cast.stranger, cast.member, cast.moderator, cast.admin, null]) {
        const status = person ? expected : 401;
        const calls = [
          call(person, 'PATCH', `/api/folders/${folder.id}`, { name: 'Taken over' }),
          call(person, 'DELETE', `/api/folders/${folder.id}`),
          put(person, folder.id, materials.public!),
          call(person, 'DELETE', `/api/folders/${folder.id}/materials/${materials.public}`),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode).toBe(status);
          if (status === 404) expect(messageOf(res)).toBe(M.notFound);
        }
      }
    }
    const left = await t.db().selectFrom('folders').select('name').where('id', 'in', [victim.id, hiddenVictim.id]).orderBy('name').execute();
    expect(left.map((row) => row.name)).toEqual([`Hidden victim ${word}`, `Victim ${word}`]);
  });

  test('editing: only the fields given; blank description and null course clear them', async () => {
    const folder = await create(owner, { name: 'Edit me', description: 'Old', courseId: cast.course.courseId });
    t.clock.advance(1000);
    const renamed = dataOf<FolderSummary>(await call(owner, 'PATCH', `/api/folders/${folder.id}`, { name: 'Edited' }));
    expect(renamed).toMatchObject({ name: 'Edited', description: 'Old', course: { id: cast.course.courseId }, visibility: 'private' });
    expect(renamed.updatedAt > folder.updatedAt).toBe(true);
    const cleared = dataOf<FolderSummary>(await call(owner, 'PATCH', `/api/folders/${folder.id}`, { description: '', courseId: null, visibility: 'unlisted' }));
    expect(cleared).toMatchObject({ name: 'Edited', description: null, course: null, visibility: 'unlisted' });
    const bad = await call(owner, 'PATCH', `/api/folders/${folder.id}`, { name: '', courseId: UNKNOWN_ID });
    expect(errorsOf(bad).map((e) => e.field)).toEqual(['name']);
    expect(errorsOf(await call(owner, 'PATCH', `/api/folders/${folder.id}`, { courseId: UNKNOWN_ID }))).toEqual([{ field: 'courseId', message: COURSE_MESSAGES.courseNotFound }]);
    expect((await call(owner, 'PATCH', `/api/folders/${UNKNOWN_ID}`, { name: 'x' })).statusCode).toBe(404);
  });

  test('moving: never into itself or its own folders, never deeper than the limit; the subtree moves along', async () => {
    const top = await create(owner, { name: 'Move top' });
    const child = await create(owner, { name: 'Move child', parentId: top.id });
    const grandchild = await create(owner, { name: 'Move grandchild', parentId: child.id });
    const other = await create(owner, { name: 'Move other' });
    const otherChild = await create(owner, { name: 'Move other child', parentId: other.id });
    const move = (id: string, parentId: string | null) => call(owner, 'PATCH', `/api/folders/${id}`, { parentId });

    for (const target of [top.id, child.id, grandchild.id]) {
      const res = await move(top.id, target);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ field: 'parentId', message: M.intoItself }]);
    }
    // top holds two levels under it: under `other` its grandchild would be at depth 4.
    const tooDeep = await move(top.id, other.id);
    expect(errorsOf(tooDeep)).toEqual([{ field: 'parentId', message: M.tooDeep }]);
    expect(errorsOf(await move(child.id, otherChild.id))).toEqual([{ field: 'parentId', message: M.tooDeep }]);
    // Someone else's folder is no place to move to.
    const theirs = await create(cast.stranger, { name: 'Theirs' });
    expect(errorsOf(await move(child.id, theirs.id))).toEqual([{ field: 'parentId', message: M.notFound }]);

    // child (with grandchild) under other: depths 2 and 3.
    expect(dataOf<FolderSummary>(await move(child.id, other.id))).toMatchObject({ parentId: other.id, depth: 2 });
    const depths = async () =>
      Object.fromEntries((await t.db().selectFrom('folders').select(['id', 'depth']).where('id', 'in', [top.id, child.id, grandchild.id]).execute()).map((r) => [r.id, r.depth]));
    expect(await depths()).toEqual({ [top.id]: 1, [child.id]: 2, [grandchild.id]: 3 });
    // To the top level: each one up.
    expect(dataOf<FolderSummary>(await move(child.id, null))).toMatchObject({ parentId: null, depth: 1 });
    expect(await depths()).toEqual({ [top.id]: 1, [child.id]: 1, [grandchild.id]: 2 });
    // Now top (a single level) fits under grandchild's sibling level.
    expect(dataOf<FolderSummary>(await move(top.id, grandchild.id))).toMatchObject({ depth: 3 });
    // And the moved one no longer counts in its old parent.
    expect((await page(owner, other.id)).folders.map((f) => f.id)).toEqual([otherChild.id]);
  });

  test('deleting takes the subfolders along, never the materials', async () => {
    const top = await create(owner, { name: 'Delete top' });
    const sub = await create(owner, { name: 'Delete sub', parentId: top.id });
    dataOf(await put(owner, sub.id, materials.public!));
    const res = await call(owner, 'DELETE', `/api/folders/${top.id}`);
    expect(dataOf(res)).toEqual({ id: top.id });
    expect(await t.db().selectFrom('folders').select('id').where('id', 'in', [top.id, sub.id]).execute()).toEqual([]);
    expect(await t.db().selectFrom('folder_materials').select('material_id').where('folder_id', '=', sub.id).execute()).toEqual([]);
    expect(await t.db().selectFrom('materials').select('id').where('id', '=', materials.public!).execute()).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/api/folders/${top.id}`)).statusCode).toBe(404);
  });
});

describe('what is in a folder', () => {
  test('adding and removing are idempotent and answer the folder', async () => {
    const folder = await create(owner, { name: 'Idempotent' });
    expect(dataOf<FolderSummary>(await put(owner, folder.id, materials.pending!)).materialCount).toBe(1);
    expect(dataOf<FolderSummary>(await put(owner, folder.id, materials.pending!)).materialCount).toBe(1);
    const remove = () => call(owner, 'DELETE', `/api/folders/${folder.id}/materials/${materials.pending}`);
    expect(dataOf<FolderSummary>(await remove()).materialCount).toBe(0);
    expect(dataOf<FolderSummary>(await remove()).materialCount).toBe(0);
    expect(dataOf<FolderSummary>(await call(owner, 'DELETE', `/api/folders/${folder.id}/materials/not-a-uuid`)).materialCount).toBe(0);
  });

  test('only a material its owner may open goes in: anything else is the 404 of a missing material', async () => {
    const folder = await create(owner, { name: 'Only openable' });
    const theirsPrivate = await insertMaterial(t.db(), { uploader_id: cast.stranger.id, visibility: 'private' });
    const theirsPending = await insertMaterial(t.db(), { uploader_id: cast.stranger.id, review_status: 'pending' });
    const theirsRestricted = await insertMaterial(t.db(), { uploader_id: cast.stranger.id, restriction: 'restricted', course_id: cast.course.courseId });
    for (const id of [theirsPrivate, theirsPending, theirsRestricted, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await put(owner, folder.id, id);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(messageOf(await call(owner, 'GET', `/api/materials/${UNKNOWN_ID}`)));
    }
    // A member of the course's departments may keep the Restricted one.
    const theirs = await create(cast.member, { name: 'Member’s' });
    expect(dataOf<FolderSummary>(await put(cast.member, theirs.id, theirsRestricted)).materialCount).toBe(1);
  });

  test(`at most ${FOLDER_MATERIALS_MAX} materials a folder`, async () => {
    const db = t.db();
    const folder = await create(owner, { name: 'Full' });
    const ids = await db
      .insertInto('materials')
      .values(Array.from({ length: FOLDER_MATERIALS_MAX }, (_, i) => ({ uploader_id: owner.id, label: `Bulk ${i}`, classification: 'other' as const, type: 'link' as const, url: 'https://example.edu/x', review_status: 'approved' as const })))
      .returning('id')
      .execute();
    await db.insertInto('folder_materials').values(ids.slice(1).map(({ id }) => ({ folder_id: folder.id, material_id: id }))).execute();
    expect(dataOf<FolderSummary>(await put(owner, folder.id, ids[0]!.id)).materialCount).toBe(FOLDER_MATERIALS_MAX);
    const full = await put(owner, folder.id, materials.public!);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(M.folderFull);
    // One already in it is still fine.
    expect((await put(owner, folder.id, ids[0]!.id)).statusCode).toBe(200);
    await db.deleteFrom('materials').where('id', 'in', ids.map(({ id }) => id)).execute();
  });

  test('a material deleted is gone from every folder; a person deleted takes their folders along', async () => {
    const db = t.db();
    const gone = await insertMaterial(db, { uploader_id: owner.id, label: 'gone' });
    const a = await create(owner, { name: 'Holds gone A' });
    const b = await create(cast.stranger, { name: 'Holds gone B' });
    dataOf(await put(owner, a.id, gone));
    dataOf(await put(cast.stranger, b.id, gone));
    await db.deleteFrom('materials').where('id', '=', gone).execute();
    expect(await db.selectFrom('folder_materials').select('folder_id').where('material_id', '=', gone).execute()).toEqual([]);
    expect((await page(owner, a.id)).folder.materialCount).toBe(0);

    const leaving = await createPerson(t.app(), db, { firstName: 'Leke' });
    const theirs = await create(leaving, { name: 'Leaving' });
    await create(leaving, { name: 'Leaving sub', parentId: theirs.id });
    await db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await db.selectFrom('folders').select('id').where('owner_id', '=', leaving.id).execute()).toEqual([]);
  });
});

describe('lists', () => {
  test('one’s own folders, flat, each saying whether it holds a material', async () => {
    const mine = dataOf<OwnFolder[]>(await call(owner, 'GET', `/api/folders/mine?materialId=${materials.unlisted}`));
    const byId = new Map(mine.map((folder) => [folder.id, folder]));
    expect(byId.get(pack.id)).toMatchObject({ hasMaterial: true, isOwner: true, depth: 1 });
    expect(byId.get(unlistedSub.id)).toMatchObject({ hasMaterial: false, parentId: pack.id, depth: 2 });
    expect(byId.get(privateFolder.id)).toMatchObject({ hasMaterial: false, visibility: 'private' });
    expect(mine.every((folder) => folder.owner.id === owner.id)).toBe(true);
    expect(dataOf<OwnFolder[]>(await call(owner, 'GET', '/api/folders/mine')).every((folder) => !folder.hasMaterial)).toBe(true);
    // Another person's list holds none of them.
    const theirs = dataOf<OwnFolder[]>(await call(cast.moderator, 'GET', '/api/folders/mine'));
    expect(theirs.some((folder) => byId.has(folder.id))).toBe(false);
    expect((await call(owner, 'GET', '/api/folders/mine?materialId=nope')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/folders/mine')).statusCode).toBe(401);
  });

  test('search finds public folders only, by words and by course, for every role', async () => {
    const search = async (person: Person, query: Record<string, string>) => {
      const res = await t.app().inject({ method: 'GET', url: '/api/folders', query, headers: person.session.bearer });
      expect(res.headers['cache-control']).toBe('no-store');
      return dataOf<Paged<FolderSummary>>(res);
    };
    for (const person of [owner, cast.stranger, cast.member, cast.moderator, cast.admin]) {
      // The word is in the pack's, the subfolders', the private and the unlisted folders' names.
      const found = await search(person, { query: word });
      expect(found.data.map((f) => f.id)).toEqual([pack.id]);
      expect(found.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
      // Words by prefix, in any order and case; a course's folders.
      expect((await search(person, { query: `PACK exa ${word.slice(0, 5)}` })).data.map((f) => f.id)).toEqual([pack.id]);
      const byCourse = await search(person, { courseId: cast.course.courseId });
      expect(byCourse.data.map((f) => f.id)).toContain(pack.id);
      expect(byCourse.data.every((f) => f.visibility === 'public' && f.course?.id === cast.course.courseId)).toBe(true);
      expect((await search(person, { courseId: cast.course.courseId, query: word })).data.map((f) => f.id)).toEqual([pack.id]);
    }
    expect((await search(cast.stranger, { query: `${word} nosuchword` })).data).toEqual([]);
    // Counts are the asker's.
    expect((await search(cast.stranger, { query: word })).data[0]).toMatchObject({ materialCount: 3, folderCount: 1, isOwner: false });
  });

  test('search leaves out a public folder holding nothing the asker may open', async () => {
    const quiet = uniqueWord();
    const empty = await create(owner, { name: `Empty ${quiet}`, visibility: 'public' });
    const onlyPending = await create(owner, { name: `Pending only ${quiet}`, visibility: 'public' });
    dataOf(await put(owner, onlyPending.id, materials.pending!));
    const onlyRestricted = await create(owner, { name: `Restricted only ${quiet}`, visibility: 'public' });
    dataOf(await put(owner, onlyRestricted.id, materials.restricted!));
    const ids = async (person: Person) => dataOf<Paged<FolderSummary>>(await call(person, 'GET', `/api/folders?query=${quiet}`)).data.map((f) => f.id).sort();
    expect(await ids(cast.stranger)).toEqual([]);
    expect(await ids(cast.member)).toEqual([onlyRestricted.id]);
    expect(await ids(owner)).toEqual([onlyPending.id, onlyRestricted.id].sort());
    expect(await ids(cast.admin)).toEqual([onlyPending.id, onlyRestricted.id].sort());
    expect(empty.materialCount).toBe(0);
  });

  test('search input is checked', async () => {
    for (const query of ['courseId=nope', 'page=0', 'limit=0', 'limit=101', `query=${'q'.repeat(201)}`]) {
      expect((await call(owner, 'GET', `/api/folders?${query}`)).statusCode).toBe(400);
    }
    expect((await call(null, 'GET', '/api/folders')).statusCode).toBe(401);
    // Operators typed into the box are words, never tsquery syntax.
    expect((await call(owner, 'GET', `/api/folders?query=${encodeURIComponent("a & !b | c:* ')")}`)).statusCode).toBe(200);
  });
});

// DEMO_DATA (docs/configuration.md, docs/architecture.md): on a database with no materials, demo students and approved
// materials with real PDFs and first-page previews, stored the way an upload stores them, a few
// blog posts by the same students, one public folder of materials and one open study group. Skipped as soon as any
// material exists, so it runs once and never touches a live site.
import { Readable } from 'node:stream';
import type { Insertable, Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES, formatCourseCode } from '@lectern/shared-api/contract';
import { DOCUMENT_MIME_TYPES } from '../../domain/materials/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { BlogTable, Database, MaterialTable } from '../../platform/db/schema.ts';
import { demoBanner } from './demo-banner.ts';
import { seedDemoGroup } from './demo-groups.ts';
import { DEMO_BLOGS } from './demo-blogs.ts';
import { writePdf } from './demo-pdf.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_MATERIALS, DEMO_STUDENTS, type DemoMaterial } from './demo-materials.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo students' ids by key, created when missing (no password: they cannot sign in). */
async function demoStudents(db: Kysely<Database>, now: Date): Promise<Map<string, string>> {
  const departments = new Map((await db.selectFrom('departments').select(['id', 'name']).execute()).map((d) => [d.name, d.id]));
  const ids = new Map<string, string>();
  for (const student of DEMO_STUDENTS) {
    const email = `${student.username}@${DEMO_EMAIL_DOMAIN}`;
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    const id =
      existing?.id ??
      (
        await db
          .insertInto('users')
          .values({
            email,
            first_name: student.firstName,
            last_name: student.lastName,
            role: 'student',
            password_hash: null,
            username: student.username,
            department_id: departments.get(student.department) ?? null,
            level: student.level,
            email_verified_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.set(student.key, id);
  }
  return ids;
}

/** Each demo material's course: its own code when the reference data has it, else any approved course. */
async function courseFor(db: Kysely<Database>): Promise<(material: DemoMaterial, index: number) => { id: string; code: string } | null> {
  const courses = await db.selectFrom('courses').select(['id', 'code_key']).where('review_status', '=', 'approved').orderBy('code_key').execute();
  const byCode = new Map(courses.map((c) => [c.code_key, c]));
  return (material, index) => {
    const course = byCode.get(material.code) ?? courses[index % Math.max(1, courses.length)];
    return course ? { id: course.id, code: course.code_key } : null;
  };
}

/**
 * The demo blog's rows, their heading images stored first (each key added to `placed`, so a
 * failure removes them). None when the blog already has posts: demo posts never join real ones.
 */
async function demoBlogRows(
  db: Kysely<Database>,
  storage: FileStorage,
  students: Map<string, string>,
  now: Date,
  placed: string[],
): Promise<Insertable<BlogTable>[]> {
  if (await db.selectFrom('blogs').select('id').limit(1).executeTakeFirst()) return [];
  const rows: Insertable<BlogTable>[] = [];
  for (const blog of DEMO_BLOGS) {
    let imageKey: string | null = null;
    if (blog.banner) {
      imageKey = await storage.putBytes(await demoBanner(...blog.banner));
      placed.push(imageKey);
    }
    const createdAt = new Date(now.getTime() - blog.daysAgo * DAY_MS);
    rows.push({
      author_id: students.get(blog.author) ?? students.values().next().value!,
      title: blog.title,
      type: blog.type,
      description: blog.description,
      body: blog.paragraphs.join('\n\n'),
      tags: blog.tags,
      heading_image_key: imageKey,
      review_status: blog.reviewStatus,
      reviewed_at: blog.reviewStatus === 'approved' ? createdAt : null,
      views: blog.views,
      likes: blog.likes,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return rows;
}

/** A public folder for the Libraries and course pages to show: one student's exam pack. */
const DEMO_FOLDER = {
  owner: 'chidi',
  name: 'CSC 204 exam pack',
  description: 'What I revised from for the CSC 204 exam: the lecture notes, past questions and the BST tutorial.',
  code: 'CSC204',
  views: 57,
};

/** The demo folder, holding the demo materials of its course. */
async function seedDemoFolder(trx: Kysely<Database>, students: Map<string, string>, materials: Array<{ id: string; label: string; course_id: string | null }>, now: Date): Promise<void> {
  const labels = new Set(DEMO_MATERIALS.filter((m) => m.code === DEMO_FOLDER.code).map((m) => m.label));
  const inFolder = materials.filter((m) => labels.has(m.label));
  const owner = students.get(DEMO_FOLDER.owner);
  if (!owner || inFolder.length === 0) return;
  const { id } = await trx
    .insertInto('folders')
    .values({
      owner_id: owner,
      name: DEMO_FOLDER.name,
      description: DEMO_FOLDER.description,
      course_id: inFolder[0]!.course_id,
      visibility: 'public',
      views: DEMO_FOLDER.views,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('folder_materials').values(inFolder.map((m) => ({ folder_id: id, material_id: m.id, added_at: now }))).execute();
}

/** Seeds the demo when the database has no materials; returns how many materials it added. Its study session is on the site's clock. */
export async function seedDemoData(db: Kysely<Database>, storage: FileStorage, siteTimeZone: string, now: Date = new Date()): Promise<number> {
  if (await db.selectFrom('materials').select('id').limit(1).executeTakeFirst()) return 0;

  const students = await demoStudents(db, now);
  const pickCourse = await courseFor(db);
  const placed: string[] = [];
  try {
    const rows: Insertable<MaterialTable>[] = [];
    for (const [index, material] of DEMO_MATERIALS.entries()) {
      const course = pickCourse(material, index);
      const uploader = students.get(material.uploader) ?? students.values().next().value!;
      const pdf = writePdf({
        title: material.label,
        subtitle: [course ? formatCourseCode(course.code) : null, material.description].filter(Boolean).join(' - '),
        paragraphs: material.paragraphs,
        minPages: 2,
      });
      // Through the same steps as an upload: a checked temp file, then commit. The preview and
      // text come from the document job, queued for every waiting file when the server starts.
      const temp = await storage.receive(Readable.from([pdf]), MAX_UPLOAD_BYTES);
      const fileKey = await storage.commit(temp);
      placed.push(fileKey);
      const createdAt = new Date(now.getTime() - material.daysAgo * DAY_MS);
      rows.push({
        uploader_id: uploader,
        course_id: course?.id ?? null,
        label: material.label,
        description: material.description,
        classification: material.classification,
        type: 'pdf' as const,
        file_key: fileKey,
        file_name: `${material.label.replace(/[^A-Za-z0-9 -]/g, '').trim().replace(/\s+/g, '-').toLowerCase()}.pdf`,
        mime_type: DOCUMENT_MIME_TYPES.pdf,
        size_bytes: temp.size,
        content_hash: temp.sha256,
        preview_status: 'pending' as const,
        visibility: 'public' as const,
        restriction: material.restriction ?? 'downloadable',
        tags: material.tags,
        review_status: 'approved' as const,
        reviewed_at: createdAt,
        downloads: material.downloads,
        views: material.views,
        likes: material.likes,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    const blogs = await demoBlogRows(db, storage, students, now, placed);
    // Both or neither: a failed start leaves no materials, so the next one seeds again.
    await db.transaction().execute(async (trx) => {
      const materials = await trx.insertInto('materials').values(rows).returning(['id', 'label', 'course_id']).execute();
      await seedDemoFolder(trx, students, materials, now);
      await seedDemoGroup(trx, students, materials, now, siteTimeZone);
      if (blogs.length > 0) await trx.insertInto('blogs').values(blogs).execute();
    });
    return rows.length;
  } catch (error) {
    // No row points at them: remove now rather than wait for the next start's sweep.
    await Promise.all(placed.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

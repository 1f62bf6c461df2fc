// The relevance benchmark's corpus, on PostgreSQL: the documents benchmark's catalogue at a
// smaller size (bulk-data.ts's courses and uploaders, documents/seed-documents.ts's notes with
// generated text), seeded by the same functions, and the student who searches. Deterministic:
// the same settings give the same materials, so runs are comparable.
import { sql } from 'kysely';
import { createSessions } from '../../src/domain/auth/sessions.ts';
import { systemClock } from '../../src/platform/clock.ts';
import type { Config } from '../../src/platform/config.ts';
import { openDatabase, type AppDatabase } from '../../src/platform/db/connect.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { DEMO_REFERENCE_DATA } from '../../src/setup/seed/demo-reference-data.ts';
import { seedReferenceData } from '../../src/setup/seed/seed.ts';
import { seedBulk } from '../bulk-data.ts';
import { seedDocuments, type BodySize } from '../documents/seed-documents.ts';

/**
 * The searcher: a verified student of no department, so what is listed for them is what the
 * judgments take as listed (approved, public, not hidden, and not Restricted: a Restricted
 * material is listed only to its course's departments, isListedFor).
 */
const SEARCHER_EMAIL = 'searcher@relevance.invalid';

export interface CorpusSize {
  courses: number;
  materials: number;
  body: BodySize;
}

export interface Corpus {
  database: AppDatabase;
  /** The searcher's session token (Authorization: Bearer). */
  token: string;
  seedMs: number;
}

/**
 * Opens the database, migrates it and, unless `reuse` (a database an earlier run seeded with
 * the same settings), seeds the catalogue and the searcher; then signs the searcher in.
 */
export async function openCorpus(config: Config, size: CorpusSize, reuse: boolean, progress: (line: string) => void): Promise<Corpus> {
  const database = await openDatabase(config);
  if (database.kind !== 'postgres') throw new Error('the relevance benchmark seeds notes with text, which needs PostgreSQL (DATABASE_URL)');
  const { db } = database;
  await migrateToLatest(db);
  const started = Date.now();
  if (!reuse) {
    await seedReferenceData(db, DEMO_REFERENCE_DATA);
    // Courses and the uploaders; the materials are the notes below.
    await seedBulk(db, { courses: size.courses, materials: 0 });
    await seedDocuments(db, size.materials, size.body, 1, progress);
  }
  await db
    .insertInto('users')
    .values({ email: SEARCHER_EMAIL, first_name: 'Relevance', last_name: 'Searcher', role: 'student', email_verified_at: new Date() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const searcher = await db.selectFrom('users').select('id').where('email', '=', SEARCHER_EMAIL).executeTakeFirstOrThrow();
  const token = await createSessions(db, systemClock).start(searcher.id, 'bench:search');
  const materials = await db.selectFrom('materials').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (materials.n === 0) throw new Error('the database holds no materials: was it seeded (BENCH_REUSE)?');
  return { database, token, seedMs: Date.now() - started };
}

import { Kysely, PGliteDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { normaliseCourseCode } from '@lectern/shared-api/contract';

test('kysely over pglite', async () => {
  const pglite = new PGlite({ extensions: { pg_trgm } });
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) });
  await sql`create extension if not exists pg_trgm`.execute(db);
  const r = await sql<{ s: number }>`select similarity('abc','abd')::float8 as s`.execute(db);
  expect(typeof r.rows[0]!.s).toBe('number');
  expect(normaliseCourseCode('csc 204')).toBe('CSC204');
  await db.destroy();
});

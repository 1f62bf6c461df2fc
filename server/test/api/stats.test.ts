import type { PublicStats } from '@lectern/shared-api/contract';
import { PUBLIC_STATS_TTL_MS } from '../../src/routes/stats.ts';
import { insertMaterial } from '../helpers/material-rows.ts';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp();

test('GET /api/stats/public counts real students, approved courses, departments and listed materials', async () => {
  const before = dataOf<PublicStats>(await ctx.app().inject({ method: 'GET', url: '/api/stats/public' }));
  expect(before).toEqual({ students: 0, courses: 28, departments: 10, resources: 0 });

  await ctx
    .db()
    .insertInto('users')
    .values([
      { email: 'ada@uni.edu', first_name: 'Ada', last_name: 'Obi', role: 'student' },
      { email: 'bola@uni.edu', first_name: 'Bola', last_name: 'Ade', role: 'moderator' },
    ])
    .execute();
  await ctx.db().insertInto('courses').values({ course_code: 'CSC499', course_name: 'Proposed', review_status: 'pending' }).execute();
  const uploader = await ctx.db().selectFrom('users').select('id').where('email', '=', 'ada@uni.edu').executeTakeFirstOrThrow();
  // Resources: approved, public and not hidden; Restricted ones count (they are listed to members).
  await insertMaterial(ctx.db(), { uploader_id: uploader.id });
  await insertMaterial(ctx.db(), { uploader_id: uploader.id, restriction: 'restricted' });
  await insertMaterial(ctx.db(), { uploader_id: uploader.id, review_status: 'pending' });
  await insertMaterial(ctx.db(), { uploader_id: uploader.id, visibility: 'unlisted' });
  await insertMaterial(ctx.db(), { uploader_id: uploader.id, hidden_at: new Date() });

  // Changes straight in the database are not announced: the kept figures are asked again once they expire.
  ctx.clock.advance(PUBLIC_STATS_TTL_MS);
  const res = await ctx.app().inject({ method: 'GET', url: '/api/stats/public?x=1' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'success', data: { students: 1, courses: 28, departments: 10, resources: 2 } });
});

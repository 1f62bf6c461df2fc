import { useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp();

test('GET /api/stats/public counts real students, approved courses and departments', async () => {
  const before = (await ctx.app().inject({ method: 'GET', url: '/api/stats/public' })).json().data;
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

  const res = await ctx.app().inject({ method: 'GET', url: '/api/stats/public?x=1' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'success', data: { students: 1, courses: 28, departments: 10, resources: 0 } });
});

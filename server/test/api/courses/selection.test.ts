import type { CourseSelectionItem } from '@lectern/shared-api/contract';
import { createUser, signIn, type Session } from '../../helpers/accounts.ts';
import { dataOf } from '../../helpers/responses.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const ctx = useTestApp();
let session: Session;

beforeAll(async () => {
  session = await signIn(ctx.app(), await createUser(ctx.db()));
});

const select = (query?: string, headers: Record<string, string> = session.bearer) =>
  ctx.app().inject({ method: 'GET', url: '/api/courses/selection', query: query === undefined ? {} : { query }, headers });
const found = async (query?: string) => dataOf<CourseSelectionItem[]>(await select(query));

describe('GET /api/courses/selection', () => {
  test('finds a course by its code with or without the space, in any case', async () => {
    for (const text of ['CSC 204', 'csc204', 'CSC204']) {
      expect((await found(text))[0]).toEqual({ id: expect.any(String), courseCode: expect.stringMatching(/^CSC ?204$/), courseName: expect.any(String), description: expect.anything() });
    }
  });

  test('finds courses by a word of their name, typed as a prefix', async () => {
    const { course_name } = await ctx.db().selectFrom('courses').select('course_name').where('code_key', '=', 'CSC204').executeTakeFirstOrThrow();
    const word = course_name.split(' ')[0]!.slice(0, 4);
    expect((await found(word.toLowerCase())).map((c) => c.courseName)).toContain(course_name);
  });

  test('without a query: the first courses by code, at most 20; pending courses never appear', async () => {
    await ctx.db().insertInto('courses').values({ course_code: 'AAA100', course_name: 'Proposed course', review_status: 'pending' }).execute();
    const codes = (await found()).map((c) => c.courseCode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThanOrEqual(20);
    expect(codes).not.toContain('AAA100');
    expect(await found('AAA100')).toEqual([]);
  });

  test('nothing matching is an empty list, never an error, whatever is typed', async () => {
    for (const text of ['zzzz-nothing', "'; drop table courses; --", '%_', 'x'.repeat(500)]) {
      expect(await found(text)).toEqual([]);
    }
  });

  test('401 without a session', async () => {
    expect((await select('CSC', {})).statusCode).toBe(401);
  });
});

// A signed-in page carries the API's answers to the reads it makes as it first renders
// (static/page-reads.ts): nobody else's data, and nothing for a page nobody is signed in to.
import { INLINE_READS_GLOBAL, pageReads, PAGE_PATHS, readKey } from '@lectern/shared-api/contract';
import { createCast, createMaterialThroughApi, reviewThroughApi, type Cast } from '../helpers/materials.ts';
import { samplePng } from '../helpers/sample-files.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { useTestApp } from '../helpers/test-app.ts';

const site = createFakeStaticRoot();
const t = useTestApp({ STATIC_ROOT: site.root }, { publishLocalBuilds: true });
afterAll(() => site.remove());

let cast: Cast;
beforeAll(async () => {
  cast = await createCast(t.app(), t.db());
  const material = await createMaterialThroughApi(t.app(), cast.uploader.session, { image: { content: await samplePng(800, 600) } });
  await reviewThroughApi(t.app(), cast.moderator.session, material.id, 'approved');
});

const page = (url: string, headers: Record<string, string> = {}) => t.app().inject({ method: 'GET', url, headers });

/** What the page's script hands the client, or null when it carries nothing. */
function carried(html: string): Record<string, unknown> | null {
  const match = new RegExp(`window\\.${INLINE_READS_GLOBAL}=([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe('reads answered in the page', () => {
  test("a signed-in /dashboard carries each of its first reads exactly as the API answers that person", async () => {
    for (const person of [cast.member, cast.uploader]) {
      const res = await page(PAGE_PATHS.dashboard, { cookie: person.session.cookie.cookie! });
      expect(res.statusCode).toBe(200);
      const answers = carried(res.body);
      const reads = pageReads(PAGE_PATHS.dashboard);
      expect(Object.keys(answers ?? {}).sort()).toEqual(reads.map((read) => readKey(read.url)).sort());
      for (const read of reads) {
        const own = await t.app().inject({ method: 'GET', url: read.url, headers: person.session.bearer });
        expect(answers?.[readKey(read.url)]).toEqual(own.json());
      }
    }
  });

  test("a page nobody is signed in to carries no one's answers", async () => {
    const res = await page(PAGE_PATHS.dashboard);
    expect(res.statusCode).toBe(200);
    expect(carried(res.body)).toBeNull();
  });

  test('a session that has ended carries nothing (the page signs in again)', async () => {
    const person = cast.stranger;
    await t.app().inject({ method: 'POST', url: '/api/auth/logout', headers: person.session.cookie });
    const res = await page(PAGE_PATHS.dashboard, { cookie: person.session.cookie.cookie! });
    expect(carried(res.body)).toBeNull();
  });

  test('a page with no reads of its own carries none', async () => {
    const res = await page('/dashboard/saved', { cookie: cast.member.session.cookie.cookie! });
    expect(res.statusCode).toBe(200);
    expect(carried(res.body)).toBeNull();
  });
});

// Input an attacker would send: NUL and lone surrogates wherever text enters (one rule, a 400
// envelope, never a 500), a body over the JSON limit on a real socket (the client reads the 413),
// and the headers that keep every answer out of another site's frames.
import http from 'node:http';
import { postBlog } from '../helpers/blogs.ts';
import { listenOnFreePort } from '../helpers/listening.ts';
import { createPerson, multipart, uploadMaterial, uploadParts, type Person } from '../helpers/materials.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let student: Person;

beforeAll(async () => {
  student = await createPerson(t.app(), t.db());
});

/** The 400 envelope of the text-input rule, naming `field`. */
function expectRefused(res: { statusCode: number; json(): unknown }, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    status: 'error',
    statusCode: 400,
    code: 'VALIDATION',
    message: `${field} contains a character that is not allowed`,
    errors: [{ field, message: 'contains a character that is not allowed' }],
  });
}

const HOSTILE = { nul: 'ada\u0000@uni.edu', 'a lone high surrogate': 'ada\uD800@uni.edu', 'a lone low surrogate': '\uDC00ada@uni.edu' };

describe('NUL and unpaired surrogates', () => {
  test.each(Object.entries(HOSTILE))('%s in the login email is a 400, not a 500', async (_name, email) => {
    const res = await t.app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Whatever-1' } });
    expectRefused(res, 'email');
  });

  test('a proper surrogate pair (an emoji) is text like any other', async () => {
    const res = await t.app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ada😀@uni.edu', password: 'Whatever-1' } });
    expect(res.statusCode).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  test('nested in a JSON body, or as a key, it is named by its path', async () => {
    const nested = await t.app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@uni.edu', password: 'x', extra: [{ deep: 'a\u0000' }] } });
    expectRefused(nested, 'extra.0.deep');
    const key = await t.app().inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@uni.edu', password: 'x', 'bad\u0000key': 1 } });
    expectRefused(key, 'bad\uFFFDkey');
  });

  test('in a query string', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/api/materials?query=notes%00', headers: student.session.bearer });
    expectRefused(res, 'query');
  });

  test('in a route param', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/api/courses/by-code/CSC%00204', headers: student.session.bearer });
    expectRefused(res, 'code');
  });

  test('in a header the server reads', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/api/auth/check', headers: { authorization: 'Bearer \uD800' } });
    expectRefused(res, 'authorization');
  });

  test('in a multipart text field of a material upload', async () => {
    const res = await uploadMaterial(t.app(), student.session, { fields: { label: 'Notes\u0000' } });
    expectRefused(res, 'label');
  });

  test('in a multipart file name', async () => {
    const body = multipart(uploadParts({ file: { content: Buffer.from('%PDF-1.4\n'), filename: 'notes\u0000.pdf' } }));
    const res = await t.app().inject({ method: 'POST', url: '/api/materials', payload: body.payload, headers: { ...body.headers, ...student.session.bearer } });
    expectRefused(res, 'file');
  });

  test('in a multipart text field of a blog post', async () => {
    expectRefused(await postBlog(t.app(), student.session, { fields: { title: 'Tips\u0000' } }), 'title');
  });

  test('escaped inside the JSON of a multipart tags field', async () => {
    const res = await postBlog(t.app(), student.session, { fields: { tags: '["ok", "bad\\u0000"]' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: expect.arrayContaining([{ field: 'tags', message: 'contains a character that is not allowed' }]) });
  });
});

describe('multipart bodies the parser cannot read', () => {
  const BROKEN: Record<string, { type: string; payload: string }> = {
    'no boundary': { type: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="label"\r\n\r\nx\r\n--x--\r\n' },
    'an empty boundary': { type: 'multipart/form-data; boundary=', payload: '--\r\n' },
    'a boundary over 256 characters': { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: `--${'b'.repeat(300)}--\r\n` },
    'a file cut short': {
      type: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="label"\r\n\r\nx\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n',
    },
    'an image cut short': { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG' },
  };
  const cases = Object.entries(BROKEN).flatMap(([name, body]) => ['/api/materials', '/api/blogs', '/api/announcements'].map((url) => [name, url, body] as const));

  test.each(cases)('%s, to %s: a 4xx envelope', async (_name, url, body) => {
    const admin = await createPerson(t.app(), t.db(), { role: 'admin' });
    const res = await t.app().inject({ method: 'POST', url, payload: body.payload, headers: { 'content-type': body.type, ...admin.session.bearer } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: res.statusCode });
  });
});

describe('a JSON body over the limit, on a real socket', () => {
  let port: number;
  beforeAll(async () => {
    port = await listenOnFreePort(t.app());
  });

  /** Sends `body` as one POST with a real client and reads the whole answer. */
  function send(body: Buffer, headers: Record<string, string | number>): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  const tooBig = () => Buffer.from(JSON.stringify({ email: 'a@uni.edu', password: 'x', padding: 'p'.repeat(200 * 1024) }));

  test('200 KB with a Content-Length: the client reads the 413 envelope', async () => {
    const body = tooBig();
    const answer = await send(body, { 'content-type': 'application/json', 'content-length': body.length });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('200 KB sent chunked (no length known up front): the same 413', async () => {
    const answer = await send(tooBig(), { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('the server still answers afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBeLessThan(500);
  });
});

describe('framing', () => {
  test('an API answer says it may not be framed, and loads nothing', async () => {
    for (const url of ['/api/auth/check', '/api/nope']) {
      const res = await t.app().inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  test('the API docs keep their own policy, which already forbids framing', async () => {
    const res = await t.app().inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
  });
});

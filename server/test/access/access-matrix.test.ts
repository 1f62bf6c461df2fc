// Every /api route, as a guest, student A on A's own items, student B on
// A's items, a moderator and an admin, checked against the one declared table of who may do
// what (access-table.ts). A route missing from the table, or a table entry for a route that
// is gone, fails the run; so does any answer to B or a guest that carries something of A's.
import { useTestProvider } from '../helpers/oidc-provider.ts';
import { createRecordingChannel } from '../helpers/recording-channel.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { createFakeStaticRoot } from '../helpers/fake-static-root.ts';
import { shellManifest } from '../helpers/release-builds.ts';
import { ACCESS_REQUESTS, type Call } from './access-requests.ts';
import { ACCESS_TABLE, CALLERS, type Caller, type Outcome } from './access-table.ts';
import { buildWorld, type World } from './access-world.ts';
import { openApiKeys, routeTableKeys } from './route-inventory.ts';

const provider = useTestProvider();
// Load shedding is not what this file measures: a preview rendered on a busy machine must not answer 503.
// One messaging channel set up (a recording client), so that asking for a link code is a real answer.
// A shell build to check releases against (a fake one: the matrix needs its manifest, not its files).
const site = createFakeStaticRoot();
site.write('shell/dist/mf-manifest.json', shellManifest());
afterAll(() => site.remove());
const t = useTestApp(() => ({ ...provider.env(), MAX_EVENT_LOOP_DELAY_MS: '60000', STATIC_ROOT: site.root }), { messaging: { channels: { telegram: createRecordingChannel('telegram') } } });
let world: World;

beforeAll(async () => {
  world = await buildWorld(t, provider);
}, 60_000);

const tableKeys = Object.keys(ACCESS_TABLE).sort();
const CELLS = tableKeys.length * CALLERS.length;

test('the access table names every /api route of the route table and of the OpenAPI document, and nothing else', () => {
  const routes = routeTableKeys(t.app());
  // A sanity check of the route-table reading: far more than a handful of routes.
  expect(routes.length).toBeGreaterThan(80);
  expect(openApiKeys(t.app())).toEqual(routes);
  expect({ missingFromTable: routes.filter((key) => !ACCESS_TABLE[key]), noLongerRoutes: tableKeys.filter((key) => !routes.includes(key)) }).toEqual({
    missingFromTable: [],
    noLongerRoutes: [],
  });
  expect(Object.keys(ACCESS_REQUESTS).sort()).toEqual(tableKeys);
});

interface Answer {
  statusCode: number;
  body: string;
}

/** The call's answer; an event stream's allowed answer is its status alone (its body never ends). */
async function answerTo(call: Call, headers: Record<string, string>): Promise<Answer> {
  const request = { method: call.method, url: call.url, headers, ...(call.payload !== undefined ? { payload: call.payload } : {}) };
  if (!call.stream) return t.app().inject(request);
  const res = await t.app().inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, body };
}

const allowed = (status: number) => status >= 200 && status < 400;
const meets = (expected: Outcome, status: number) => (expected === 'allow' ? allowed(status) : status === expected);

test(`every route answers each caller as the access table says (${CELLS} cells)`, async () => {
  const people: Record<Caller, World['a'] | null> = { anonymous: null, owner: world.a, otherStudent: world.b, moderator: world.moderator, admin: world.admin };
  const secrets = world.secrets();
  const mismatches: string[] = [];
  let leaks = 0;
  let cells = 0;
  const seenByStaff = new Set<string>();

  for (const key of tableKeys) {
    for (const caller of CALLERS) {
      const expected = ACCESS_TABLE[key]![caller];
      const call = await ACCESS_REQUESTS[key]!(world, caller);
      const person = people[caller];
      const headers = { ...call.headers, ...(person ? await world.bearer(person) : {}) };
      const res = await answerTo(call, headers);
      cells += 1;
      const where = `${key} as ${caller}: expected ${expected}, got ${res.statusCode}`;
      if (!meets(expected, res.statusCode)) {
        const leak = expected !== 'allow' && allowed(res.statusCode);
        if (leak) leaks += 1;
        mismatches.push(`${leak ? 'LEAK ' : ''}${where} ${res.body.slice(0, 200)}`);
      }
      if (caller === 'moderator' || caller === 'admin') for (const secret of secrets) if (res.body.includes(secret)) seenByStaff.add(secret);
      // What is A's alone never reaches B or a guest, whatever the status.
      if (caller === 'anonymous' || caller === 'otherStudent') {
        const shown = secrets.filter((secret) => res.body.includes(secret));
        if (shown.length > 0) {
          leaks += 1;
          mismatches.push(`LEAK ${key} as ${caller}: the answer (${res.statusCode}) carries A's ${shown.join(', ')}`);
        }
      }
    }
  }

  console.log(`access matrix: ${tableKeys.length} routes x ${CALLERS.length} callers = ${cells} cells checked, ${leaks} leaks, ${mismatches.length} mismatches`);
  expect(cells).toBe(CELLS);
  // The secrets check can see them where they are shown: staff's queues and lists carry them.
  const { pendingCourse, pendingMaterial, pendingBlog } = world.items;
  expect([...seenByStaff]).toEqual(expect.arrayContaining([pendingCourse, pendingMaterial, pendingBlog, world.pendingAnnouncement]));
  expect(mismatches).toEqual([]);
}, 120_000);

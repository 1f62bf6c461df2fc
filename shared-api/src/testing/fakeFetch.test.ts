import { API_ROUTES, type ApiRoute } from '../contract/index.ts';
import { fakeNetwork, type RouteOf } from './fakeFetch.ts';
import { materialFixture } from './fixtures.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

/** True only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;

test('API_ROUTES lists exactly the routes of ApiRoutes', () => {
  same<(typeof API_ROUTES)[number], ApiRoute>(true);
  expect(new Set(API_ROUTES).size).toBe(API_ROUTES.length);
});

test('a key is matched to its route template, one path segment per :param, a route named exactly first', () => {
  same<RouteOf<'PATCH /api/user/u-1/role'>, 'PATCH /api/user/:id/role'>(true);
  same<RouteOf<'GET /api/materials/m1'>, 'GET /api/materials/:id'>(true);
  same<RouteOf<'GET /api/materials/recent'>, 'GET /api/materials/recent'>(true);
  same<RouteOf<'DELETE /api/courses/department-level/d1/c1'>, 'DELETE /api/courses/department-level/:departmentId/:courseId'>(true);
  same<RouteOf<'POST /api/review/dlc/review/d1/c1'>, 'POST /api/review/dlc/review/:departmentId/:courseId'>(true);
  // A parameter is one segment: more segments, fewer, or an empty one match nothing.
  same<RouteOf<'GET /api/materials/m1/file'>, never>(true);
  same<RouteOf<'GET /api/user/u-1/role'>, never>(true);
  same<RouteOf<'PATCH /api/user//role'>, never>(true);
  same<RouteOf<'GET /api/nothing'>, never>(true);
});

test('answers with the wire envelope, a function route per call, and 404 for anything unlisted', async () => {
  const material = materialFixture();
  const net = fakeNetwork({
    'GET /api/materials/m1': { data: material },
    'GET /api/stats/public': (url) => ({ data: { students: Number(url.searchParams.get('n')), courses: 0, departments: 0, resources: 0 } }),
  });
  restore = net.restore;
  await expect((await fetch('/api/materials/m1')).json()).resolves.toEqual({ status: 'success', data: material });
  await expect((await fetch('/api/stats/public?n=3')).json()).resolves.toMatchObject({ data: { students: 3 } });
  const missing = await fetch('/api/materials/m2');
  expect(missing.status).toBe(404);
  expect(net.calls.map((call) => call.url.pathname)).toEqual(['/api/materials/m1', '/api/stats/public', '/api/materials/m2']);
});

test('a fake the server would never answer does not compile', () => {
  const check = () => {
    fakeNetwork({
      // @ts-expect-error a material is not the answer to GET /api/stats/public
      'GET /api/stats/public': { data: materialFixture() },
    });
    fakeNetwork({
      // @ts-expect-error a function route's answer is checked too
      'PATCH /api/user/u-1/role': () => ({ data: { id: 'u-1' } }),
    });
    fakeNetwork({
      // @ts-expect-error no route of the API has this path
      'GET /api/material/m1': { data: materialFixture() },
    });
    fakeNetwork({
      // @ts-expect-error nor this method
      'PUT /api/materials/m1': { status: 404, error: { code: 'NOT_FOUND', message: 'Not found' } },
    });
    // Errors, network failures and a call never answered fit every route.
    fakeNetwork({
      'GET /api/stats/public': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } },
      'GET /api/materials/m1': { networkError: true },
      'PATCH /api/user/u-1/role': { pending: true },
    });
  };
  expect(check).toBeInstanceOf(Function);
});
